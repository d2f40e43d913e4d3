/** Size ladders, attribute tables and small word lists the demo products are built from. */

/** Size labels per kind of product; two-word labels ("500 ml", "UK 8") show as number over unit. */
export const sizeSchemes = {
  apparel: ['S', 'M', 'L', 'XL', 'XXL'],
  waist: ['28', '30', '32', '34', '36'],
  kids: ['2-3 Years', '4-5 Years', '6-7 Years', '8-9 Years', '10-11 Years'],
  footwear: ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'],
  liquid: ['250 ml', '500 ml', '1 L'],
  bottle: ['500 ml', '750 ml', '1 L'],
  cosmetic: ['50 ml', '100 ml', '200 ml'],
  attar: ['6 ml', '12 ml', '25 ml'],
  weight: ['100 g', '250 g', '500 g'],
  cooker: ['3 L', '5 L'],
  bangle: ['2.4', '2.6', '2.8'],
  bed: ['Single', 'Double', 'King Size'],
  free: ['Free Size'],
} as const satisfies Record<string, readonly string[]>;

export type SizeScheme = keyof typeof sizeSchemes;

/** Attribute name → possible values, per kind of product (shown under "Profile Details"). */
type AttributeTable = Record<string, readonly string[]>;

const washCare = ['Hand Wash', 'Dry Clean Only', 'Machine Wash Cold', 'Gentle Hand Wash Separately'];
const occasion = ['Festive', 'Wedding', 'Casual', 'Party', 'Daily Wear', 'Office Wear'];

export const attributeSchemes = {
  saree: {
    Pattern: ['Zari Woven', 'Block Print', 'Embroidered', 'Bandhani', 'Ikat', 'Floral Print', 'Solid with Border'],
    Occasion: occasion,
    'Saree Length': ['5.5 m with 0.8 m blouse piece', '6.3 m including blouse piece'],
    Blouse: ['Unstitched Blouse Piece', 'Stitched Blouse (38)', 'Running Blouse Fabric'],
    'Wash Care': ['Dry Clean Only', 'Gentle Hand Wash'],
  },
  ethnic: {
    Fit: ['Regular Fit', 'Flared', 'Straight', 'Relaxed Fit'],
    Pattern: ['Block Print', 'Chikankari Embroidery', 'Solid', 'Floral Print', 'Bandhani', 'Mirror Work'],
    Occasion: occasion,
    'Sleeve Length': ['3/4 Sleeve', 'Full Sleeve', 'Short Sleeve', 'Sleeveless'],
    Neck: ['Round Neck', 'V-Neck', 'Mandarin Collar', 'Boat Neck', 'Keyhole Neck'],
    'Wash Care': washCare,
  },
  western: {
    Fit: ['Slim Fit', 'Regular Fit', 'Oversized', 'Relaxed Fit'],
    Pattern: ['Solid', 'Printed', 'Striped', 'Checked', 'Graphic Print'],
    Occasion: ['Casual', 'Sports', 'Office Wear', 'Holiday'],
    'Sleeve Length': ['Short Sleeve', 'Full Sleeve', 'Half Sleeve'],
    'Wash Care': ['Machine Wash Cold', 'Do Not Bleach', 'Wash Dark Colours Separately'],
  },
  bottomwear: {
    Fit: ['Slim Fit', 'Regular Fit', 'Tapered', 'Straight'],
    Rise: ['Mid Rise', 'High Rise', 'Low Rise'],
    Closure: ['Button & Zip', 'Drawstring', 'Elasticated'],
    'Wash Care': ['Machine Wash Cold', 'Turn Inside Out to Wash'],
  },
  footwear: {
    Sole: ['TPR', 'Leather', 'Rubber', 'EVA'],
    Closure: ['Slip-On', 'Lace-Up', 'Buckle', 'Velcro'],
    'Heel Height': ['Flat', '1 inch', '1.5 inch'],
    Occasion: ['Festive', 'Casual', 'Wedding', 'Sports'],
    Care: ['Wipe with a dry cloth', 'Keep away from water'],
  },
  kids: {
    Fit: ['Regular Fit', 'Comfort Fit'],
    Pattern: ['Printed', 'Solid', 'Embroidered', 'Cartoon Print'],
    Occasion: ['Festive', 'Casual', 'Party', 'Birthday'],
    'Sleeve Length': ['Short Sleeve', 'Full Sleeve', 'Sleeveless'],
    'Wash Care': ['Machine Wash Cold', 'Hand Wash'],
  },
  toy: {
    'Age Group': ['3+ Years', '5+ Years', '8+ Years', 'All Ages'],
    Finish: ['Natural Lacquer', 'Vegetable Dye Colours', 'Plush'],
    Safety: ['Non-toxic colours', 'No sharp edges', 'BIS certified'],
    'Number of Pieces': ['1', '2', '4', '6'],
  },
  kitchen: {
    Capacity: ['1.5 L', '2 L', '3 L', '4 L', '5 L'],
    Finish: ['Mirror Polish', 'Matte', 'Hammered', 'Pre-seasoned'],
    'Dishwasher Safe': ['Yes', 'No'],
    'Suitable For': ['Gas Stove', 'Gas & Induction', 'All Cooktops'],
    Warranty: ['6 Months', '1 Year', '2 Years'],
  },
  storage: {
    Capacity: ['500 ml per container', '750 ml per container', '1 L per container'],
    Finish: ['Mirror Polish', 'Matte'],
    'Leak Proof': ['Yes', 'No'],
    'Number of Pieces': ['3', '4', '5', '7'],
  },
  drinkware: {
    Capacity: ['500 ml', '750 ml', '950 ml', '1 L'],
    Finish: ['Hammered', 'Matte', 'Glossy', 'Lacquer Coated'],
    'Leak Proof': ['Yes'],
    Care: ['Clean with lemon and salt', 'Hand wash only', 'Do not microwave'],
  },
  home: {
    Pattern: ['Block Print', 'Kantha Embroidery', 'Floral', 'Geometric', 'Madhubani Art'],
    Dimensions: ['16 x 16 inch', '90 x 100 inch', '24 x 36 inch', '12 x 12 inch'],
    'Thread Count': ['144 TC', '180 TC', '210 TC'],
    'Wash Care': ['Machine Wash Cold', 'Hand Wash', 'Wipe Clean'],
  },
  beauty: {
    'Skin Type': ['All Skin Types', 'Oily Skin', 'Dry Skin', 'Sensitive Skin'],
    'Key Ingredients': ['Neem and Tulsi', 'Aloe Vera', 'Saffron and Sandalwood', 'Almond Oil', 'Turmeric'],
    'Shelf Life': ['24 Months', '36 Months', '18 Months'],
    Finish: ['Matte', 'Satin', 'Natural'],
    'Cruelty Free': ['Yes'],
  },
  fragrance: {
    'Fragrance Notes': ['Rose and Oud', 'Sandalwood', 'Mogra (Jasmine)', 'Khus (Vetiver)', 'Citrus and Musk'],
    Longevity: ['6-8 hours', '8-10 hours', '12+ hours'],
    'Alcohol Free': ['Yes', 'No'],
    'Ideal For': ['Men', 'Women', 'Unisex'],
  },
  jewellery: {
    Plating: ['Gold Plated', 'Oxidised Silver', 'Rose Gold Plated', 'Antique Gold'],
    'Stone Type': ['Kundan', 'Pearl', 'American Diamond', 'Meenakari', 'No Stone'],
    Occasion: ['Festive', 'Wedding', 'Party', 'Daily Wear'],
    Care: ['Keep away from perfume and water', 'Store in a zip pouch'],
  },
  bag: {
    Closure: ['Zip', 'Magnetic Snap', 'Drawstring', 'Flap'],
    Compartments: ['1', '2', '3'],
    Dimensions: ['30 x 25 x 10 cm', '22 x 18 cm', '40 x 30 x 15 cm', '11 x 9 cm'],
    Occasion: ['Casual', 'Wedding', 'Office', 'Travel'],
  },
  watch: {
    'Dial Shape': ['Round', 'Square', 'Rectangular'],
    'Strap Material': ['Leather', 'Stainless Steel', 'Silicone', 'Metal Mesh'],
    'Water Resistance': ['30 m', '50 m', 'Splash Resistant'],
    Warranty: ['1 Year Manufacturer Warranty', '6 Months Warranty'],
  },
  puja: {
    Finish: ['Hand Polished Brass', 'Terracotta Painted', 'Silver Plated', 'Natural'],
    'Number of Pieces': ['1', '4', '6', '12'],
    Occasion: ['Diwali', 'Daily Puja', 'Navratri', 'Griha Pravesh'],
  },
  gifting: {
    'Net Weight': ['250 g', '400 g', '500 g', '1 kg'],
    'Shelf Life': ['30 days', '60 days', '6 months'],
    'Gift Wrapped': ['Yes'],
    Occasion: ['Diwali', 'Raksha Bandhan', 'Wedding', 'Corporate Gifting'],
  },
  holi: {
    'Skin Safe': ['Yes, made from flowers and corn starch'],
    Contents: ['4 colours', '6 colours', '1 T-shirt'],
    Occasion: ['Holi'],
    'Wash Care': ['Rinse with plain water', 'Machine Wash Cold'],
  },
} as const satisfies Record<string, AttributeTable>;

export type AttributeScheme = keyof typeof attributeSchemes;

/** Colour names shoppers in India use when they pick a variant. */
export const colourNames = [
  'Maroon', 'Mustard', 'Navy', 'Bottle Green', 'Rani Pink', 'Peach', 'Teal', 'Off White', 'Black', 'Wine',
  'Royal Blue', 'Lemon Yellow', 'Rust', 'Mint Green', 'Lavender', 'Beige', 'Magenta', 'Sky Blue', 'Olive', 'Red',
];

export const badges = ['Bestseller', 'New', 'Trending'];
export const secondBadges = ['Handcrafted', 'Limited Stock', 'Eco Friendly', 'Free Shipping', 'Made in India'];

/** The price filter bands of the listing pages, in rupees of original price (spec §9). */
export const priceBands: ReadonlyArray<readonly [number, number]> = [
  [100, 1000], [2000, 3000], [3000, 4000], [6000, 7000], [8000, 50000],
];
