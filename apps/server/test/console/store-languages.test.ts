import { expect, it } from 'vitest';
import { storeLanguageMessages } from '@haat/shared/console-api';
import { apiSuite } from '../support/api-app.ts';
import { signedInStaff } from '../support/console.ts';
import { describeEachEngine } from '../support/engines.ts';

// The storefront's languages (decision 045): set in the console, read by the storefront with
// its branding (GetResellerLogo), refused with a clear message when they make no sense.

describeEachEngine('the storefront\'s languages', (engine) => {
  const suite = apiSuite(engine);

  it('starts English with Hindi offered, in the console and in the Store API', async () => {
    const owner = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'owner');
    expect(await owner.client.storeLanguages()).toEqual({ default_language: 'en', hindi_enabled: true });
    const branding = await suite.api.client.getBranding();
    expect(branding?.languages).toEqual({ defaultLanguage: 'en', hindiEnabled: true });
  });

  it('saves a change, which the storefront sees at once, with an audit row; the same again writes nothing', async () => {
    const owner = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'owner');
    // Read first, so the store row is cached: the save must make it stale.
    await suite.api.client.getBranding();
    expect(await owner.client.storeLanguagesUpdate({ default_language: 'hi', hindi_enabled: true })).toEqual({ default_language: 'hi', hindi_enabled: true });
    expect((await suite.api.client.getBranding())?.languages).toEqual({ defaultLanguage: 'hi', hindiEnabled: true });
    await owner.client.storeLanguagesUpdate({ default_language: 'hi', hindi_enabled: true });
    await owner.client.storeLanguagesUpdate({ default_language: 'en', hindi_enabled: false });
    expect((await suite.api.client.getBranding())?.languages).toEqual({ defaultLanguage: 'en', hindiEnabled: false });
    const audit = await suite.test.db.selectFrom('audit_log').select(['action', 'before', 'after'])
      .where('store_id', '=', suite.fx.storeId).where('action', '=', 'store.languages').orderBy('id').execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[1]!.after ?? '{}')).toEqual({ default_language: 'en', hindi_enabled: 0 });
  });

  it('refuses Hindi as the default while Hindi is off, and a language it does not know, changing nothing', async () => {
    const owner = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'owner');
    const before = await owner.client.storeLanguages();
    await expect(owner.client.storeLanguagesUpdate({ default_language: 'hi', hindi_enabled: false }))
      .rejects.toMatchObject({ status: 400, message: storeLanguageMessages.hindiDefaultButOff, fields: { default_language: storeLanguageMessages.hindiDefaultButOff } });
    await expect(owner.client.storeLanguagesUpdate({ default_language: 'ta' as 'hi', hindi_enabled: true }))
      .rejects.toMatchObject({ status: 400, fields: { default_language: storeLanguageMessages.defaultLanguage } });
    await expect(owner.client.storeLanguagesUpdate({ default_language: 'en', hindi_enabled: 'yes' as unknown as boolean }))
      .rejects.toMatchObject({ status: 400, fields: { hindi_enabled: storeLanguageMessages.hindiEnabled } });
    expect(await owner.client.storeLanguages()).toEqual(before);
  });
});
