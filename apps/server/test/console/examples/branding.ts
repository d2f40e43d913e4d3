// A valid request for each branding call.
import type { ConsoleExamples } from '../console-support.ts';

export const brandingExamples: ConsoleExamples = {
  storeBranding: () => ({}),
  storeBrandingUpdate: () => ({
    body: { name: 'Test Shop', email: 'hello@test.example', mobile: '9876543210', address: '1 Market Road, Jaipur', social: { fb: '', insta: 'https://instagram.com/testshop', linkedin: '', twitter: '', youtube: '' } },
  }),
  storeTheme: () => ({ body: { text: '#111111', background: '#ffffff', primary: '#1e6b52', secondary: '#4caf50', accent: '#00bcd4' } }),
};
