import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { brandingMessages } from '@haat/shared/console-api';
import { apiSuite } from '../support/api-app.ts';
import { consoleRefusal, signedInStaff, type SignedInStaff } from '../support/console.ts';
import { describeEachEngine } from '../support/engines.ts';


describeEachEngine('console branding and theme', (engine) => {
  const suite = apiSuite(engine);
  let manager: SignedInStaff;
  beforeAll(async () => { manager = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'manager'); });

  it('publishes a theme that the storefront serves on its next request, warning of colours that read poorly', async () => {
    const before = await suite.api.client.getTheme();
    const theme = { text: '#1B1B1B', background: '#fffdf8', primary: '#1e6b52', secondary: '#4caf50', accent: '#00bcd4' };
    const published = await manager.client.storeTheme(theme);
    expect(published.theme).toEqual({ ...theme, text: '#1b1b1b' });
    expect(published.warnings).toEqual([]);
    expect(await suite.api.client.getTheme()).toEqual({ ...theme, text: '#1b1b1b' });
    expect(before?.primary).not.toBe('#1e6b52');

    const pale = await manager.client.storeTheme({ ...theme, primary: '#ffd54f' });
    expect(pale.warnings.map((w) => w.field)).toEqual(['primary']);
    const audit = await suite.test.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'store.theme').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toEqual({ primary: '#ffd54f' });

    const bad = await consoleRefusal(manager.client.storeTheme({ ...theme, accent: 'red;}body{display:none' }));
    expect([bad.status, bad.fields]).toEqual([400, { accent: brandingMessages.colour }]);
    expect((await suite.api.client.getTheme())?.accent).toBe('#00bcd4');
  });

  it('changes the shop’s name, contact and social links for the storefront, refusing bad ones beside their fields', async () => {
    const details = { name: 'Rangrez Bazaar Jaipur', email: 'Hello@Rangrez.example', mobile: '9829012345', address: 'Johari Bazaar, Jaipur', social: { fb: '', insta: 'https://instagram.com/rangrez', linkedin: '', twitter: '', youtube: '' } };
    const saved = await manager.client.storeBrandingUpdate(details);
    expect(saved).toMatchObject({ name: 'Rangrez Bazaar Jaipur', email: 'hello@rangrez.example', social: { insta: 'https://instagram.com/rangrez', fb: '' } });
    expect(await suite.api.client.getBranding()).toMatchObject({ name: 'Rangrez Bazaar Jaipur', email: 'hello@rangrez.example' });
    const bad = await consoleRefusal(manager.client.storeBrandingUpdate({ ...details, mobile: '12345', social: { ...details.social, fb: 'javascript:alert(1)' } }));
    expect(bad.fields).toEqual({ mobile: brandingMessages.mobile, 'social.fb': brandingMessages.social });
  });

  it('keeps an uploaded logo for the preview until it is published with the theme, then drops the one it replaced; a favicon is live at once', async () => {
    const theme = { text: '#1b1b1b', background: '#fffdf8', primary: '#1e6b52', secondary: '#4caf50', accent: '#00bcd4' };
    const logo = await sharp({ create: { width: 1200, height: 400, channels: 4, background: { r: 180, g: 40, b: 40, alpha: 1 } } }).png().toBuffer();
    const shown = (await suite.api.client.getBranding())?.logo;
    const first = await manager.client.storeLogo(new Blob([logo], { type: 'image/png' }), 'logo.png');
    expect(first.file).toMatch(new RegExp(`^s/${suite.fx.storeId}/logo/[0-9a-f]{20}\\.png$`));
    expect((await suite.api.client.getBranding())?.logo).toBe(shown);
    const served = await suite.api.raw(`/uploads/${first.file}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(600);

    expect((await manager.client.storeTheme({ ...theme, logo: first.file })).logo).toBe(first.file);
    expect((await suite.api.client.getBranding())?.logo).toBe(first.file);
    const second = await manager.client.storeLogo(new Blob([await sharp(logo).tint({ r: 20, g: 90, b: 160 }).png().toBuffer()], { type: 'image/png' }), 'logo2.png');
    await manager.client.storeTheme({ ...theme, logo: second.file });
    expect((await suite.api.raw(`/uploads/${first.file}`)).status).toBe(404);

    // Another shop's upload, or a file that was never uploaded, is not published.
    for (const file of [second.file.replace(`s/${suite.fx.storeId}/`, `s/${suite.fx.otherStoreId}/`), `s/${suite.fx.storeId}/logo/0123456789abcdef0123.png`, '../../etc/passwd']) {
      const refused = await consoleRefusal(manager.client.storeTheme({ ...theme, logo: file }));
      expect([refused.status, refused.fields], file).toEqual([400, { logo: brandingMessages.logo }]);
    }
    expect((await suite.api.client.getBranding())?.logo).toBe(second.file);

    const favicon = await manager.client.storeFavicon(new Blob([logo], { type: 'image/png' }), 'favicon.png');
    expect(favicon.favicon).toMatch(/\/logo\/[0-9a-f]{20}\.png$/);
    expect((await suite.api.client.getBranding())?.favicon).toBe(favicon.favicon);
    const notPicture = await consoleRefusal(manager.client.storeLogo(new Blob([Buffer.from('not a picture')], { type: 'image/png' }), 'fake.png'));
    expect([notPicture.status, Object.keys(notPicture.fields)]).toEqual([415, ['file']]);
  });
});
