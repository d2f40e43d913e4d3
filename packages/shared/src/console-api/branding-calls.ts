import type { ConsoleCallFn } from './transport.ts';
import { brandingWire, logoUploadWire, type BrandingUpdate, type ThemePublish } from './branding.ts';

function uploadForm(file: Blob, name: string): FormData {
  const form = new FormData();
  form.append('file', file, name);
  return form;
}

/** The branding settings' calls: read, change the shop's details, publish a theme. */
export function brandingCalls({ call }: { call: ConsoleCallFn }) {
  return {
    storeBranding: () => call('storeBranding', brandingWire),
    storeBrandingUpdate: (body: BrandingUpdate) => call('storeBrandingUpdate', brandingWire, { body }),
    storeTheme: (body: ThemePublish) => call('storeTheme', brandingWire, { body }),
    /** A logo or favicon file, checked by its content on the server. */
    storeLogo: (file: Blob, name = 'logo') => call('storeLogo', logoUploadWire, { body: uploadForm(file, name) }),
    storeFavicon: (file: Blob, name = 'favicon') => call('storeFavicon', brandingWire, { body: uploadForm(file, name) }),
  };
}
