import type { ArtKind } from '../../images/artwork/shapes.ts';
import type { AttributeScheme, SizeScheme } from './attribute-data.ts';

/** A base item, its original-price range in whole rupees, and its drawing when not its subcategory's. */
export type ItemSpec = readonly [name: string, minRupees: number, maxRupees: number, art?: ArtKind];

export interface SubcategorySpec {
  name: string;
  items: readonly ItemSpec[];
  /** Overrides of the category's drawing, sizes or attributes for this subcategory. */
  art?: ArtKind;
  sizes?: SizeScheme;
  attributes?: AttributeScheme;
}

export interface CategorySpec {
  name: string;
  art: ArtKind;
  sizes: SizeScheme;
  attributes: AttributeScheme;
  /** Materials; one in an item's name (the "Silk" of "Banarasi Silk Saree") wins over a random pick. */
  materials: readonly string[];
  /** Words put in front of an item name for variety: "Handloom", "Zari Woven". */
  adjectives: readonly string[];
  /** Share of products that offer a colour choice. */
  colourShare: number;
  /** Extra words shoppers search by: "sari", "kurti", "chappal". */
  keywords: readonly string[];
  /** Towns the category's goods come from, for the description, unless the name names a craft town. */
  origins: readonly string[];
  subcategories: readonly SubcategorySpec[];
}

export interface GroupSpec { name: string; categories: readonly CategorySpec[] }

/** The whole demo catalogue tree. Group, category and subcategory names are what the top-up matches on. */
export const catalogue: readonly GroupSpec[] = [
  { name: 'Women', categories: [
    { name: 'Sarees', art: 'saree', sizes: 'free', attributes: 'saree', colourShare: 0.7,
      materials: ['Silk', 'Cotton', 'Chiffon', 'Georgette', 'Linen', 'Organza'],
      adjectives: ['Handloom', 'Zari Woven', 'Printed', 'Embroidered', 'Festive', 'Floral Printed'],
      keywords: ['saree', 'sari', 'ethnic', 'women'], // Kanchipuram, Chanderi, Kota and the other craft towns come from the item's name (seed/origin-words.ts).
      origins: ['Varanasi', 'Surat', 'Bhagalpur', 'Kolkata'],
      subcategories: [
        { name: 'Banarasi Sarees', items: [['Banarasi Silk Saree', 6000, 14999], ['Banarasi Katan Saree', 8000, 18999], ['Banarasi Georgette Saree', 2499, 5999]] },
        { name: 'Cotton Sarees', items: [['Cotton Saree', 699, 1999], ['Chanderi Cotton Saree', 1499, 3499], ['Kota Doria Saree', 999, 2499]] },
        { name: 'Chiffon & Georgette', items: [['Georgette Saree', 899, 2999], ['Chiffon Saree', 799, 2499]] },
        { name: 'Silk Sarees', items: [['Kanjeevaram Silk Saree', 6000, 24999], ['Mysore Silk Saree', 3999, 8999], ['Tussar Silk Saree', 2999, 6999], ['Paithani Saree', 7999, 19999]] },
      ] },
    { name: 'Kurtas & Suits', art: 'kurta', sizes: 'apparel', attributes: 'ethnic', colourShare: 0.75,
      materials: ['Cotton', 'Rayon', 'Georgette', 'Chanderi', 'Silk Blend'],
      adjectives: ['Printed', 'Embroidered', 'Block Printed', 'Chikankari', 'Festive', 'Mirror Work'],
      keywords: ['kurta', 'kurti', 'suit', 'ethnic', 'women'], origins: ['Jaipur', 'Lucknow', 'Sanganer', 'Bagru'],
      subcategories: [
        { name: 'Anarkali Kurtas', art: 'anarkali', items: [['Anarkali Kurta', 699, 2499], ['Flared Anarkali Gown', 1299, 3499]] },
        { name: 'Straight Kurtas', items: [['Straight Kurta', 449, 1499], ['A-Line Kurti', 399, 1199], ['Kurta with Palazzo', 799, 2199, 'suitSet']] },
        { name: 'Salwar Suit Sets', art: 'suitSet', items: [['Salwar Suit Set', 999, 3499], ['Patiala Suit Set', 899, 2999], ['Sharara Set', 1999, 4999]] },
        { name: 'Kurtis & Tunics', items: [['Short Kurti', 349, 899], ['Tunic Top', 399, 999]] },
      ] },
    { name: 'Lehengas', art: 'lehenga', sizes: 'apparel', attributes: 'ethnic', colourShare: 0.8,
      materials: ['Silk', 'Velvet', 'Net', 'Georgette', 'Art Silk'],
      adjectives: ['Embroidered', 'Sequinned', 'Zari Work', 'Mirror Work', 'Gota Patti'],
      keywords: ['lehenga', 'choli', 'bridal', 'wedding', 'women'], origins: ['Jaipur', 'Surat', 'Delhi', 'Kutch'],
      subcategories: [
        { name: 'Bridal Lehengas', items: [['Bridal Lehenga Choli', 8999, 34999], ['Velvet Bridal Lehenga', 12999, 45999]] },
        { name: 'Party Lehengas', items: [['Party Wear Lehenga', 2999, 7999], ['Sequinned Lehenga', 3499, 8999]] },
        { name: 'Lehenga Cholis', items: [['Lehenga Choli Set', 1999, 5999], ['Navratri Chaniya Choli', 1499, 3999]] },
      ] },
    { name: 'Dupattas & Stoles', art: 'dupatta', sizes: 'free', attributes: 'ethnic', colourShare: 0.6,
      materials: ['Silk', 'Cotton', 'Chiffon', 'Wool', 'Pashmina'],
      adjectives: ['Zari Border', 'Hand Embroidered', 'Printed', 'Tie-Dye'],
      keywords: ['dupatta', 'chunni', 'stole', 'shawl', 'women'], origins: ['Varanasi', 'Amritsar', 'Srinagar', 'Jaipur'],
      subcategories: [
        { name: 'Silk Dupattas', items: [['Banarasi Silk Dupatta', 799, 2499], ['Zari Border Dupatta', 499, 1299]] },
        { name: 'Cotton Dupattas', items: [['Cotton Mulmul Dupatta', 299, 699], ['Bandhani Dupatta', 399, 999]] },
        { name: 'Phulkari Dupattas', items: [['Phulkari Dupatta', 699, 1999]] },
        { name: 'Stoles & Shawls', items: [['Pashmina Shawl', 1999, 7999], ['Woollen Stole', 499, 1499]] },
      ] },
  ] },
  { name: 'Men', categories: [
    { name: 'Ethnic Wear', art: 'kurta', sizes: 'apparel', attributes: 'ethnic', colourShare: 0.6,
      materials: ['Cotton', 'Linen', 'Silk Blend', 'Khadi', 'Jacquard'],
      adjectives: ['Embroidered', 'Solid', 'Printed', 'Festive', 'Handloom'],
      keywords: ['kurta', 'ethnic', 'men', 'festive'], origins: ['Lucknow', 'Jaipur', 'Kolkata', 'Delhi'],
      subcategories: [
        { name: 'Kurta Pajama Sets', items: [["Men's Kurta Pajama Set", 799, 2499, 'kurtaPajama'], ["Men's Chikankari Kurta", 999, 2999]] },
        { name: 'Nehru Jackets', art: 'nehruJacket', items: [["Men's Nehru Jacket", 899, 2999], ["Men's Modi Jacket", 999, 3499]] },
        { name: 'Sherwanis', items: [["Men's Sherwani Set", 8999, 24999], ["Men's Indo-Western Sherwani", 6000, 12999]] },
        { name: 'Dhotis & Veshtis', art: 'foldedCloth', sizes: 'free', items: [["Men's Cotton Dhoti", 299, 899], ["Men's Silk Veshti", 699, 1999]] },
      ] },
    { name: 'Shirts & T-Shirts', art: 'tshirt', sizes: 'apparel', attributes: 'western', colourShare: 0.7,
      materials: ['Cotton', 'Linen', 'Cotton Blend', 'Polyester'],
      adjectives: ['Slim Fit', 'Printed', 'Solid', 'Striped', 'Checked'],
      keywords: ['shirt', 'tshirt', 'tee', 'men', 'casual'], origins: ['Tiruppur', 'Bengaluru', 'Ludhiana'],
      subcategories: [
        { name: 'Casual Shirts', art: 'shirt', items: [["Men's Linen Shirt", 799, 1999], ["Men's Printed Casual Shirt", 499, 1299]] },
        { name: 'Printed T-Shirts', items: [["Men's Graphic T-Shirt", 299, 799], ["Men's Round Neck T-Shirt", 249, 599]] },
        { name: 'Polo T-Shirts', art: 'polo', items: [["Men's Polo T-Shirt", 399, 999]] },
      ] },
    { name: 'Trousers & Jeans', art: 'trousers', sizes: 'waist', attributes: 'bottomwear', colourShare: 0.5,
      materials: ['Denim', 'Cotton', 'Cotton Lycra', 'Polyester'],
      adjectives: ['Slim Fit', 'Stretchable', 'Regular Fit', 'Washed'],
      keywords: ['jeans', 'trousers', 'pants', 'men'], origins: ['Ahmedabad', 'Bengaluru', 'Kolkata'],
      subcategories: [
        { name: 'Jeans', items: [["Men's Slim Fit Jeans", 899, 2499], ["Men's Stretch Denim Jeans", 999, 2799]] },
        { name: 'Chinos', items: [["Men's Cotton Chinos", 799, 1999]] },
        { name: 'Track Pants', items: [["Men's Track Pants", 399, 999], ["Men's Joggers", 499, 1199]] },
      ] },
    { name: 'Footwear', art: 'mojari', sizes: 'footwear', attributes: 'footwear', colourShare: 0.4,
      materials: ['Leather', 'Canvas', 'Suede', 'Synthetic'],
      adjectives: ['Handcrafted', 'Embroidered', 'Lightweight', 'Cushioned'],
      keywords: ['footwear', 'shoes', 'chappal', 'juttis', 'men'], origins: ['Kolhapur', 'Agra', 'Amritsar', 'Jaipur'],
      subcategories: [
        { name: 'Kolhapuri Chappals', art: 'chappal', items: [['Kolhapuri Chappal', 499, 1499]] },
        { name: 'Mojaris & Juttis', items: [["Men's Embroidered Mojari", 899, 2499], ['Punjabi Jutti', 699, 1999]] },
        { name: 'Sneakers', art: 'sneaker', items: [["Men's Canvas Sneakers", 699, 1999], ["Men's Running Shoes", 1499, 3999]] },
        { name: 'Sandals', art: 'chappal', items: [["Men's Leather Sandals", 599, 1799]] },
      ] },
  ] },
  { name: 'Kids', categories: [
    { name: "Girls' Clothing", art: 'frock', sizes: 'kids', attributes: 'kids', colourShare: 0.6,
      materials: ['Cotton', 'Net', 'Silk Blend', 'Rayon'],
      adjectives: ['Printed', 'Party Wear', 'Embroidered', 'Festive'],
      keywords: ['girls', 'kids', 'frock', 'dress'], origins: ['Tiruppur', 'Jaipur', 'Kolkata'],
      subcategories: [
        { name: 'Frocks', items: [["Girls' Cotton Frock", 349, 999], ["Girls' Party Frock", 699, 1799]] },
        { name: "Girls' Ethnic Wear", art: 'lehenga', items: [["Girls' Lehenga Choli", 799, 2499], ["Girls' Pattu Pavadai", 999, 2999]] },
        { name: "Girls' Tops", art: 'tshirt', items: [["Girls' Printed Top", 249, 599]] },
      ] },
    { name: "Boys' Clothing", art: 'tshirt', sizes: 'kids', attributes: 'kids', colourShare: 0.6,
      materials: ['Cotton', 'Cotton Blend', 'Silk Blend'],
      adjectives: ['Printed', 'Festive', 'Solid', 'Cartoon Print'],
      keywords: ['boys', 'kids', 'tshirt', 'kurta'], origins: ['Tiruppur', 'Ludhiana', 'Kolkata'],
      subcategories: [
        { name: "Boys' Kurta Sets", art: 'kurta', items: [["Boys' Kurta Pyjama Set", 599, 1499, 'kurtaPajama'], ["Boys' Dhoti Kurta Set", 699, 1799, 'kurtaPajama']] },
        { name: "Boys' T-Shirts", items: [["Boys' Cartoon T-Shirt", 199, 499], ["Boys' Polo T-Shirt", 299, 699, 'polo']] },
        { name: "Boys' Shorts", art: 'shorts', items: [["Boys' Cotton Shorts", 249, 599]] },
      ] },
    { name: 'Toys & Games', art: 'toy', sizes: 'free', attributes: 'toy', colourShare: 0,
      materials: ['Wood', 'Cotton Plush', 'Cardboard'],
      adjectives: ['Handmade', 'Classic', 'Colourful', 'Eco-Friendly'],
      keywords: ['toys', 'games', 'kids', 'gift'], origins: ['Channapatna', 'Varanasi', 'Kondapalli'],
      subcategories: [
        { name: 'Wooden Toys', items: [['Channapatna Wooden Lattu', 199, 499], ['Channapatna Wooden Train', 499, 1299, 'toyTrain']] },
        { name: 'Board Games', art: 'boardGame', items: [['Ludo and Snakes Board Game', 199, 599], ['Pallanguzhi Board Game', 499, 1499]] },
        { name: 'Soft Toys', art: 'softToy', items: [['Elephant Soft Toy', 299, 899, 'elephantToy'], ['Teddy Bear Soft Toy', 399, 1299]] },
      ] },
  ] },
  { name: 'Home & Kitchen', categories: [
    { name: 'Cookware', art: 'kadai', sizes: 'free', attributes: 'kitchen', colourShare: 0,
      materials: ['Iron', 'Cast Iron', 'Brass', 'Stainless Steel', 'Aluminium'],
      adjectives: ['Heavy Gauge', 'Pre-Seasoned', 'Traditional', 'Induction Friendly'],
      keywords: ['kitchen', 'cookware', 'utensils', 'bartan'], origins: ['Moradabad', 'Jagadhri', 'Kerala', 'Pune'],
      subcategories: [
        { name: 'Kadai & Tawa', items: [['Iron Kadai', 599, 1499], ['Cast Iron Dosa Tawa', 799, 1999, 'tawa'], ['Brass Kadai', 1999, 4999]] },
        { name: 'Pressure Cookers', art: 'pressureCooker', sizes: 'cooker', items: [['Aluminium Pressure Cooker', 1199, 2999], ['Stainless Steel Pressure Cooker', 1799, 3999]] },
        { name: 'Dinner Sets', art: 'thali', items: [['Stainless Steel Dinner Set', 1999, 6999], ['Brass Thali Set', 3499, 8999]] },
      ] },
    { name: 'Tiffins & Storage', art: 'tiffin', sizes: 'free', attributes: 'storage', colourShare: 0,
      materials: ['Stainless Steel', 'Glass', 'Wood'],
      adjectives: ['Leak Proof', 'Airtight', 'Classic', 'Insulated'],
      keywords: ['tiffin', 'lunch box', 'dabba', 'storage', 'kitchen'], origins: ['Mumbai', 'Moradabad', 'Saharanpur'],
      subcategories: [
        { name: 'Tiffin Boxes', items: [['Steel Tiffin Box 3 Tier', 349, 999], ['Insulated Lunch Box', 499, 1299]] },
        { name: 'Masala Dabbas', art: 'thali', items: [['Steel Masala Dabba', 399, 1199], ['Wooden Masala Box', 599, 1499]] },
        { name: 'Storage Containers', art: 'jar', items: [['Steel Storage Container Set', 499, 1499], ['Glass Jar Set', 399, 999]] },
      ] },
    { name: 'Bottles & Drinkware', art: 'bottle', sizes: 'bottle', attributes: 'drinkware', colourShare: 0.3,
      materials: ['Copper', 'Stainless Steel', 'Glass'],
      adjectives: ['Hammered', 'Ayurvedic', 'Leak Proof', 'Vacuum Insulated'],
      keywords: ['bottle', 'water bottle', 'copper', 'kitchen'], origins: ['Moradabad', 'Jaipur', 'Rajkot'],
      subcategories: [
        { name: 'Copper Bottles', items: [['Copper Water Bottle', 599, 1499], ['Hammered Copper Bottle', 799, 1799]] },
        { name: 'Steel Bottles', items: [['Steel Water Bottle', 299, 899], ['Insulated Flask', 599, 1499]] },
        { name: 'Glasses & Tumblers', art: 'tumbler', sizes: 'free', items: [['Copper Tumbler Set', 499, 1299], ['Steel Tumbler Set', 299, 799]] },
      ] },
    { name: 'Home Decor & Linen', art: 'cushion', sizes: 'free', attributes: 'home', colourShare: 0.5,
      materials: ['Cotton', 'Jute', 'Brass', 'Canvas'],
      adjectives: ['Handcrafted', 'Hand Block Printed', 'Traditional', 'Jaipuri'],
      keywords: ['home decor', 'bedsheet', 'cushion', 'wall art'], origins: ['Jaipur', 'Sanganer', 'Madhubani', 'Bengal'],
      subcategories: [
        { name: 'Cushion Covers', items: [['Block Print Cushion Cover Set', 399, 1199], ['Kantha Cushion Cover', 499, 1299]] },
        { name: 'Bedsheets', art: 'foldedCloth', sizes: 'bed', items: [['Jaipuri Cotton Bedsheet', 699, 2499], ['Bedsheet with Pillow Covers', 999, 2999]] },
        { name: 'Wall Decor', art: 'wallArt', items: [['Madhubani Wall Painting', 999, 4999], ['Brass Wall Hanging', 1499, 3999]] },
      ] },
  ] },
  { name: 'Beauty', categories: [
    { name: 'Makeup', art: 'lipstick', sizes: 'free', attributes: 'beauty', colourShare: 0.6,
      materials: [],
      adjectives: ['Long Lasting', 'Smudge Proof', 'Matte Finish', 'Herbal'],
      keywords: ['makeup', 'cosmetics', 'beauty'], origins: ['Mumbai', 'Delhi'],
      subcategories: [
        { name: 'Lipsticks', items: [['Matte Lipstick', 199, 699], ['Liquid Lipstick', 249, 799]] },
        { name: 'Kajal & Eyeliner', art: 'kajal', items: [['Kajal', 149, 349], ['Waterproof Eyeliner', 199, 499]] },
        { name: 'Nail Polish', art: 'nailPolish', items: [['Nail Polish', 149, 299], ['Gel Finish Nail Polish Set', 299, 699]] },
      ] },
    { name: 'Skin & Hair Care', art: 'jar', sizes: 'cosmetic', attributes: 'beauty', colourShare: 0,
      materials: [],
      adjectives: ['Ayurvedic', 'Herbal', 'Natural', 'Cold Pressed'],
      keywords: ['skincare', 'haircare', 'ayurveda', 'beauty'], origins: ['Kerala', 'Haridwar', 'Mysuru'],
      subcategories: [
        { name: 'Face Wash & Gels', art: 'tube', sizes: 'liquid', items: [['Neem Face Wash', 149, 399], ['Aloe Vera Gel', 199, 499]] },
        { name: 'Hair Oils', art: 'bottle', items: [['Bhringraj Hair Oil', 199, 599], ['Coconut Hair Oil', 149, 399]] },
        { name: 'Ubtan & Face Packs', sizes: 'weight', items: [['Ubtan Face Pack', 249, 699], ['Multani Mitti Face Pack', 149, 399]] },
        { name: 'Body Lotions', art: 'tube', items: [['Kumkumadi Body Lotion', 299, 899], ['Cocoa Butter Body Lotion', 249, 599]] },
      ] },
    { name: 'Fragrances', art: 'perfume', sizes: 'attar', attributes: 'fragrance', colourShare: 0,
      materials: [],
      adjectives: ['Long Lasting', 'Pure', 'Alcohol Free', 'Premium'],
      keywords: ['perfume', 'attar', 'ittar', 'fragrance', 'scent'], origins: ['Kannauj', 'Lucknow', 'Hyderabad'],
      subcategories: [
        { name: 'Attars', items: [['Rose Attar', 299, 1499], ['Oud Attar', 999, 3999], ['Mogra Attar', 299, 999]] },
        { name: 'Perfumes', sizes: 'cosmetic', items: [['Eau de Parfum', 699, 2999], ['Sandalwood Perfume', 599, 1999]] },
        { name: 'Deodorants', sizes: 'cosmetic', items: [['Body Deodorant', 199, 499, 'sprayCan']] },
      ] },
  ] },
  { name: 'Jewellery & Accessories', categories: [
    { name: 'Jewellery', art: 'jhumka', sizes: 'free', attributes: 'jewellery', colourShare: 0.3,
      materials: ['Brass', 'German Silver', 'Alloy', 'Copper'],
      adjectives: ['Gold Plated', 'Oxidised', 'Antique', 'Handcrafted', 'Meenakari'],
      keywords: ['jewellery', 'jewelry', 'earrings', 'ethnic', 'women'], origins: ['Jaipur', 'Hyderabad', 'Kolkata', 'Nagercoil'],
      subcategories: [
        { name: 'Jhumkas', items: [['Oxidised Jhumka', 199, 699], ['Kundan Jhumka', 499, 1499], ['Temple Jhumka', 699, 2499]] },
        { name: 'Bangles', art: 'bangles', sizes: 'bangle', items: [['Glass Bangle Set', 149, 499], ['Lac Bangle Set', 299, 899], ['Gold Plated Kada', 699, 2499, 'kada']] },
        { name: 'Necklace Sets', art: 'necklace', items: [['Kundan Necklace Set', 999, 4999], ['Temple Necklace Set', 1999, 6999], ['Polki Bridal Jewellery Set', 8000, 19999]] },
        { name: 'Nose Pins & Maang Tikka', items: [['Nose Pin', 149, 399, 'noseRing'], ['Maang Tikka', 249, 799, 'maangTikka']] },
      ] },
    { name: 'Bags & Wallets', art: 'bag', sizes: 'free', attributes: 'bag', colourShare: 0.7,
      materials: ['Leather', 'Jute', 'Canvas', 'Silk', 'Vegan Leather'],
      adjectives: ['Handcrafted', 'Embroidered', 'Printed', 'Classic'],
      keywords: ['bag', 'handbag', 'purse', 'wallet'], origins: ['Kolkata', 'Kanpur', 'Jaipur', 'Kutch'],
      subcategories: [
        { name: 'Handbags', items: [['Leather Handbag', 999, 3499], ['Jute Tote Bag', 299, 799]] },
        { name: 'Potli Bags & Clutches', art: 'potli', items: [['Embroidered Potli Bag', 349, 999], ['Zardozi Clutch', 799, 2499, 'clutch']] },
        { name: 'Wallets', art: 'wallet', items: [["Men's Leather Wallet", 399, 1299], ["Women's Clutch Wallet", 349, 899]] },
        { name: 'Backpacks', art: 'backpack', items: [['Canvas Backpack', 699, 1999]] },
      ] },
    { name: 'Watches', art: 'watch', sizes: 'free', attributes: 'watch', colourShare: 0.4,
      materials: ['Stainless Steel', 'Leather', 'Silicone'],
      adjectives: ['Classic', 'Minimal', 'Sporty', 'Premium'],
      keywords: ['watch', 'watches', 'ghadi', 'smartwatch'], origins: ['Bengaluru', 'Hosur', 'Delhi'],
      subcategories: [
        { name: "Men's Watches", items: [["Men's Analog Watch", 999, 3999], ["Men's Chronograph Watch", 2499, 6999]] },
        { name: "Women's Watches", items: [["Women's Bracelet Watch", 899, 3499], ["Women's Rose Gold Watch", 1499, 4999]] },
        { name: 'Smart Watches', art: 'smartWatch', items: [['Smart Watch with Calling', 1999, 5999], ['Fitness Band', 999, 2999]] },
      ] },
  ] },
  { name: 'Festive & Gifting', categories: [
    { name: 'Puja Essentials', art: 'diya', sizes: 'free', attributes: 'puja', colourShare: 0,
      materials: ['Brass', 'Terracotta', 'Silver Plated', 'Copper'],
      adjectives: ['Handcrafted', 'Traditional', 'Decorative', 'Festive'],
      keywords: ['puja', 'pooja', 'diwali', 'diya', 'festival'], origins: ['Moradabad', 'Khurja', 'Varanasi'],
      subcategories: [
        { name: 'Diyas & Lamps', items: [['Terracotta Diya Set', 149, 499], ['Brass Akhand Diya', 599, 1999]] },
        { name: 'Puja Thalis', art: 'thali', items: [['Brass Puja Thali Set', 699, 2999], ['Silver Plated Puja Thali', 1499, 6999]] },
        { name: 'Incense & Dhoop', art: 'incense', items: [['Sandalwood Agarbatti', 149, 299], ['Cow Dung Dhoop Cones', 149, 299]] },
      ] },
    { name: 'Gift Hampers', art: 'gift', sizes: 'free', attributes: 'gifting', colourShare: 0,
      materials: [],
      adjectives: ['Premium', 'Festive', 'Assorted', 'Classic'],
      keywords: ['gift', 'hamper', 'diwali gift', 'sweets', 'dry fruits'], origins: ['Delhi', 'Kolkata', 'Mumbai'],
      subcategories: [
        { name: 'Dry Fruit Boxes', items: [['Dry Fruit Gift Box', 699, 2999], ['Premium Dry Fruit Hamper', 2999, 6999]] },
        { name: 'Sweets & Mithai', items: [['Kaju Katli Gift Box', 499, 1499], ['Assorted Mithai Box', 599, 1799]] },
        { name: 'Festive Hampers', items: [['Diwali Gift Hamper', 1499, 4999], ['Rakhi Gift Hamper', 499, 1999]] },
      ] },
    { name: 'Holi Specials', art: 'gulal', sizes: 'weight', attributes: 'holi', colourShare: 0,
      materials: [],
      adjectives: ['Organic', 'Herbal', 'Skin Safe', 'Colourful'],
      keywords: ['holi', 'gulal', 'colours', 'rang', 'festival'], origins: ['Mathura', 'Vrindavan', 'Barsana'],
      subcategories: [
        { name: 'Holi T-Shirts', art: 'tshirt', sizes: 'apparel', items: [['Holi Printed T-Shirt', 249, 599], ['Bura Na Mano Holi Hai T-Shirt', 299, 599]] },
        { name: 'Organic Gulal', items: [['Herbal Gulal Pack', 149, 399], ['Organic Colour Gift Set', 299, 799]] },
        { name: 'Pichkaris', art: 'pichkari', sizes: 'free', items: [['Water Pichkari', 149, 599], ['Tank Pichkari', 299, 899]] },
      ] },
  ] },
];
