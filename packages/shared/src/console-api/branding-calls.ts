import type { ConsoleCallFn } from './transport.ts';
import { brandingWire, type BrandingUpdate, type ThemePublish } from './branding.ts';

/** The branding settings' calls: read, change the shop's details, publish a theme. */
export function brandingCalls({ call }: { call: ConsoleCallFn }) {
  return {
    storeBranding: () => call('storeBranding', brandingWire),
    storeBrandingUpdate: (body: BrandingUpdate) => call('storeBrandingUpdate', brandingWire, { body }),
    storeTheme: (body: ThemePublish) => call('storeTheme', brandingWire, { body }),
  };
}
