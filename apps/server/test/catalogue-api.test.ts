import { expect, it } from 'vitest';
import { apiFor } from './support/api-app.ts';
import { apiSuite } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';

describeEachEngine('catalogue and branding API', (engine) => {
  const suite = apiSuite(engine);

  it('GetResellerLogo answers status "true" with logo and favicon in data[0]', async () => {
    const reply = await (await suite.api.raw('/api/GetResellerLogo')).json();
    expect(reply.status).toBe('true');
    expect(reply.data[0]).toMatchObject({ logo: 'branding/logo.png', favicon_icon: 'branding/favicon.png', mobile: '9876543210' });
    expect(await suite.api.client.getBranding()).toMatchObject({ name: 'Rangrez Test Bazaar', email: 'help@rangrez.test' });
  });

  it('Get_Theme_Color answers the store theme as data[0]', async () => {
    expect(await suite.api.client.getTheme()).toEqual({ text: '#1f2937', background: '#ffffff', primary: '#b4235a', secondary: '#0f766e', accent: '#f59e0b' });
  });

  it('Social_media_links sends every network; the client keeps only those with a link', async () => {
    const reply = await (await suite.api.raw('/api/Social_media_links')).json();
    expect(Object.keys(reply.data[0]).sort()).toEqual(['fb', 'insta', 'linkedin', 'twitter', 'youtube']);
    expect(await suite.api.client.getSocialLinks()).toEqual({
      facebook: 'https://facebook.com/rangrez', instagram: 'https://instagram.com/rangrez', youtube: 'https://youtube.com/@rangrez',
    });
  });

  it('GetBannerImages lists banner_img_name and url in order', async () => {
    const reply = await (await suite.api.raw('/api/GetBannerImages')).json();
    expect(reply).toEqual({ status: 'true', data: [
      { banner_img_name: 'banners/festive.jpg', url: `/products-section2/${suite.fx.categories.sarees}`, mobile_banner_img_name: '' },
      { banner_img_name: 'banners/kitchen.jpg', url: `/products-section2/${suite.fx.categories.kitchen}`, mobile_banner_img_name: '' },
    ] });
  });

  it('GetAllCategory lists categories with Subcategories and the override url', async () => {
    const reply = await (await suite.api.raw('/api/GetAllCategory', { method: 'POST', body: '{}' })).json();
    expect(reply.status).toBe('true');
    expect(reply.data.map((c: { category_desc: string }) => c.category_desc)).toEqual(['Kurtas', 'Sarees', 'Kitchen']);
    expect(reply.data[0].Subcategories).toEqual([
      { subcategory_id: suite.fx.subcategories.anarkali, subcategory_desc: 'Anarkali' },
      { subcategory_id: suite.fx.subcategories.straight, subcategory_desc: 'Straight' },
    ]);
    const kitchen = (await suite.api.client.getCategories()).find((c) => c.id === suite.fx.categories.kitchen);
    expect(kitchen?.url).toBe('/products-section/999');
  });

  it('GetAllGroupWithCategory answers a bare array of groups with their categories', async () => {
    const reply = await (await suite.api.raw('/api/GetAllGroupWithCategory', { method: 'POST', body: '' })).json();
    expect(Array.isArray(reply)).toBe(true);
    expect(reply.map((g: { group_desc: string }) => g.group_desc)).toEqual(['Women', 'Home & Kitchen']);
    const groups = await suite.api.client.getGroupsWithCategories();
    expect(groups[1]?.categories.map((c) => c.name)).toEqual(['Kitchen']);
  });

  it('GetAllHeaderWithProduct gives one section per group with its featured products in rank order', async () => {
    const sections = await suite.api.client.getHomeSections();
    expect(sections.map((s) => s.name)).toEqual(['Women', 'Home & Kitchen']);
    expect(sections[0]?.products.map((p) => p.name)).toEqual(['Cotton Anarkali Kurta', 'Rayon Straight Kurta']);
    expect(sections[1]?.products.map((p) => p.name)).toEqual(['Steel Tiffin Box 3 Tier']);
  });

  it('GetAllProductFilters lists a category, a subcategory and a group', async () => {
    const names = async (id: number, type: 'cat' | 'subcat' | 'group') => (await suite.api.client.findProducts({ id, type })).map((p) => p.name).sort();
    expect(await names(suite.fx.categories.kurtas, 'cat')).toEqual(['Cotton Anarkali Kurta', 'HOLI T-SHIRT', 'Rayon Straight Kurta']);
    expect(await names(suite.fx.subcategories.silk, 'subcat')).toEqual(['Banarasi Silk Saree']);
    expect(await names(suite.fx.groups.women, 'group')).toEqual(['Banarasi Silk Saree', 'Cotton Anarkali Kurta', 'HOLI T-SHIRT', 'Rayon Straight Kurta']);
    expect(await names(987654, 'cat')).toEqual([]);
  });

  it('list products carry rupee prices, delivery charge, gallery, sizes with stock and colours', async () => {
    const [kurta] = await suite.api.client.findProducts({ id: suite.fx.subcategories.anarkali, type: 'subcat' });
    expect(kurta).toMatchObject({
      asin: 'cotton-anarkali-kurta-a1', originalPrice: 1999, discountPrice: 899, deliveryCharge: 40, stock: 8,
      colors: ['Maroon', 'Navy'], images: ['catalogue/cotton-anarkali-kurta-a1-1.jpg', 'catalogue/cotton-anarkali-kurta-a1-2.jpg'],
    });
    expect(kurta?.sizes.map((s) => [s.label, s.stock])).toEqual([['S', 5], ['M', 0], ['L', 3]]);
  });

  it('GetAllProductFilters with type "" searches: ranked, prefix and typo tolerant, this store only', async () => {
    const search = async (text: string) => (await suite.api.client.findProducts({ search: text })).map((p) => p.name);
    expect(await search('kurta')).toEqual(expect.arrayContaining(['Cotton Anarkali Kurta', 'Rayon Straight Kurta']));
    expect(await search('kurta')).not.toContain('Other Store Kurta');
    expect((await search('KURTAA')).slice(0, 2).sort()).toEqual(['Cotton Anarkali Kurta', 'Rayon Straight Kurta']);
    expect((await search('silk sar'))[0]).toBe('Banarasi Silk Saree');
    expect(await search('zzqqxx')).toEqual([]);
  });

  it('GetAllProductFilters pages the whole result after its filters and sort; the body stays a bare array', async () => {
    const list = (extra: object) => suite.api.raw('/api/GetAllProductFilters', { method: 'POST', body: JSON.stringify({ search: '', subcat_id: suite.fx.groups.women, type: 'group', ...extra }) });
    const names = async (reply: Response) => ((await reply.json()) as Array<{ name: string }>).map((p) => p.name);

    const first = await list({ sort: 'priceLowToHigh', limit: 2 });
    expect(await names(first)).toEqual(['HOLI T-SHIRT', 'Cotton Anarkali Kurta']);
    expect(first.headers.get('x-total-count')).toBe('4');
    expect(first.headers.get('x-result-count')).toBe('4');
    expect(first.headers.get('x-category-counts')?.split(',').sort()).toEqual([`${suite.fx.categories.kurtas}:3`, `${suite.fx.categories.sarees}:1`].sort());
    expect(await names(await list({ sort: 'priceLowToHigh', limit: 2, offset: 2 }))).toEqual(['Rayon Straight Kurta', 'Banarasi Silk Saree']);
    expect(await names(await list({ sort: 'priceLowToHigh', limit: 2, offset: 4 }))).toEqual([]);

    // Price bands are on the original price, bounds inclusive; the name filter ignores case.
    const band = await list({ price: '100-1000', limit: 24 });
    expect(await names(band)).toEqual(['HOLI T-SHIRT']);
    expect([band.headers.get('x-total-count'), band.headers.get('x-result-count')]).toEqual(['1', '4']);
    expect(await names(await list({ name: 'KURTA', sort: 'nameZA', limit: 24 }))).toEqual(['Rayon Straight Kurta', 'Cotton Anarkali Kurta']);
    expect(await names(await list({ category_id: suite.fx.categories.sarees, limit: 24 }))).toEqual(['Banarasi Silk Saree']);
  });

  it('the pages of a view, put together, are the whole filtered list, whatever the page size', async () => {
    const filter = { id: suite.fx.groups.women, type: 'group' } as const;
    const whole = (await suite.api.client.findProductPage(filter, { sort: 'nameAZ', limit: 24 })).products.map((p) => p.name);
    expect(whole).toEqual(['Banarasi Silk Saree', 'Cotton Anarkali Kurta', 'HOLI T-SHIRT', 'Rayon Straight Kurta']);
    for (const size of [1, 3]) {
      const pages = [];
      for (let offset = 0; offset < whole.length; offset += size) pages.push(...(await suite.api.client.findProductPage(filter, { sort: 'nameAZ', offset, limit: size })).products);
      expect(pages.map((p) => p.name), `pages of ${size}`).toEqual(whole);
    }
    const search = await suite.api.client.findProductPage({ search: 'kurta' }, { limit: 1, categoryId: suite.fx.categories.kurtas });
    expect(search.products).toHaveLength(1);
    expect(search.total).toBe(search.categoryCounts.find((c) => c.id === suite.fx.categories.kurtas)?.count);
    expect(search.resultCount).toBeGreaterThanOrEqual(search.total);
  });

  it('without a limit, GetAllProductFilters answers the whole list as the spec has it', async () => {
    const reply = await suite.api.raw('/api/GetAllProductFilters', { method: 'POST', body: JSON.stringify({ search: '', subcat_id: suite.fx.groups.women, type: 'group' }) });
    expect(((await reply.json()) as unknown[]).length).toBe(4);
    expect(await suite.api.client.findProducts({ id: suite.fx.groups.women, type: 'group' })).toHaveLength(4);
  });

  it('GetSingleProductFilters finds a product by slug with description, video and further attributes', async () => {
    const reply = await (await suite.api.raw('/api/GetSingleProductFilters', { method: 'POST', body: JSON.stringify({ search: 'cotton-anarkali-kurta-a1', subcat_id: 0, type: '' }) })).json();
    expect(reply).toHaveLength(1);
    expect(reply[0]).toMatchObject({ ASIN: 'cotton-anarkali-kurta-a1', youtubeLink: 'https://www.youtube.com/watch?v=abc123', fit: 'Flared', occasion: 'Festive', material: 'Cotton' });
    const product = await suite.api.client.getProduct('cotton-anarkali-kurta-a1');
    expect(product?.descriptionHtml).toBe('<p>Cotton Anarkali Kurta in detail.</p>');
    const details = Object.fromEntries((product?.details ?? []).map((d) => [d.name, d.value]));
    expect(details).toMatchObject({ fit: 'Flared', occasion: 'Festive', material: 'Cotton', badge: 'Bestseller' });
    for (const hidden of ['id', 'categoryid', 'colongdescription', 'sizes', 'quantity', 'liked', 'image', 'discountPrice', 'originalPrice', 'youtubeLink']) {
      expect(details).not.toHaveProperty(hidden);
    }
  });

  it('GetProductsByIds answers in the order asked, leaving out unknown and other stores\' ids', async () => {
    const products = await suite.api.client.getProductsByIds([suite.fx.products.saree, 999_999, suite.fx.products.holi, suite.fx.products.saree]);
    expect(products.map((p) => p.name)).toEqual(['Banarasi Silk Saree', 'HOLI T-SHIRT']);
    const bad = await suite.api.raw('/api/GetProductsByIds', { method: 'POST', body: JSON.stringify({ ids: ['x'] }) });
    expect(bad.status).toBe(400);
    const tooMany = await suite.api.raw('/api/GetProductsByIds', { method: 'POST', body: JSON.stringify({ ids: Array.from({ length: 101 }, (_, i) => i + 1) }) });
    expect((await tooMany.json()).message).toMatch(/at most 100/);
  });

  it('an unknown slug, or another store\'s slug, is an empty array', async () => {
    expect(await suite.api.client.getProduct('no-such-product')).toBeNull();
    expect(await suite.api.client.getProduct('other-kurta-z9')).toBeNull();
  });

  it('the store is resolved from the Host header; unknown hosts get the default store', async () => {
    expect((await apiFor(suite.test.db, 'other.example').client.getBranding())?.name).toBe('Other Shop');
    expect((await apiFor(suite.test.db, 'unknown.example').client.getBranding())?.name).toBe('Rangrez Test Bazaar');
    expect((await apiFor(suite.test.db, 'other.example').client.getProduct('other-kurta-z9'))?.name).toBe('Other Store Kurta');
  });
});
