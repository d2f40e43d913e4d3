import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as catalogue from './migrations/0001-catalogue.ts';
import * as accounts from './migrations/0002-accounts.ts';
import * as orders from './migrations/0003-orders.ts';
import * as rateLimitCounters from './migrations/0004-rate-limit-counters.ts';
import * as codCaptcha from './migrations/0005-cod-captcha.ts';
import * as consoleTables from './migrations/0006-console.ts';
import * as storefrontListingIndexes from './migrations/0007-storefront-listing-indexes.ts';
import * as consoleStockIndex from './migrations/0008-console-stock-index.ts';
import * as orderFulfilment from './migrations/0009-order-fulfilment.ts';
import * as invoices from './migrations/0010-invoices.ts';
import * as codRules from './migrations/0011-cod-rules.ts';
import * as homeSettings from './migrations/0012-home-settings.ts';
import * as mailOutbox from './migrations/0013-mail-outbox.ts';
import * as bannerPhonePictures from './migrations/0014-banner-phone-pictures.ts';
import * as stockVersions from './migrations/0015-stock-versions.ts';
import * as listingCoveringIndexes from './migrations/0016-listing-covering-indexes.ts';
import * as pinCodes from './migrations/0017-pin-codes.ts';
import * as deliveryRules from './migrations/0018-delivery-rules.ts';
import * as codConfirmation from './migrations/0019-cod-confirmation.ts';
import * as storeLanguages from './migrations/0020-store-languages.ts';
import * as shopperLanguage from './migrations/0021-shopper-language.ts';

/**
 * Every migration, in order. Listed here rather than read from the folder so that a bundler
 * or a renamed file can never skip one; the number in the name fixes the order.
 */
const migrations: Record<string, Migration> = {
  '0001-catalogue': catalogue,
  '0002-accounts': accounts,
  '0003-orders': orders,
  '0004-rate-limit-counters': rateLimitCounters,
  '0005-cod-captcha': codCaptcha,
  '0006-console': consoleTables,
  '0007-storefront-listing-indexes': storefrontListingIndexes,
  '0008-console-stock-index': consoleStockIndex,
  '0009-order-fulfilment': orderFulfilment,
  '0010-invoices': invoices,
  '0011-cod-rules': codRules,
  '0012-home-settings': homeSettings,
  '0013-mail-outbox': mailOutbox,
  '0014-banner-phone-pictures': bannerPhonePictures,
  '0015-stock-versions': stockVersions,
  '0016-listing-covering-indexes': listingCoveringIndexes,
  '0017-pin-codes': pinCodes,
  '0018-delivery-rules': deliveryRules,
  '0019-cod-confirmation': codConfirmation,
  '0020-store-languages': storeLanguages,
  '0021-shopper-language': shopperLanguage,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database schema up to the newest migration; throws if one fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Undoes the newest applied migration; for tests that prove a migration's `down` works. */
export async function migrateDownOne(db: Kysely<any>): Promise<string | null> {
  const { error, results } = await new Migrator({ db, provider }).migrateDown();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results?.[0]?.migrationName ?? null;
}
