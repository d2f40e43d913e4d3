// A valid request for each branding call.
import { uploadForm } from '../../support/console-images.ts';
import type { ConsoleExamples } from '../console-support.ts';

// A 1 × 1 PNG: the smallest picture every accepting check lets through.
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

export const brandingExamples: ConsoleExamples = {
  storeBranding: () => ({}),
  storeBrandingUpdate: () => ({
    body: { name: 'Test Shop', email: 'hello@test.example', mobile: '9876543210', address: '1 Market Road, Jaipur', social: { fb: '', insta: 'https://instagram.com/testshop', linkedin: '', twitter: '', youtube: '' } },
  }),
  storeLogo: () => ({ body: uploadForm(tinyPng, 'logo.png', 'image/png') }),
  storeFavicon: () => ({ body: uploadForm(tinyPng, 'favicon.png', 'image/png') }),
  storeTheme: () => ({ body: { text: '#111111', background: '#ffffff', primary: '#1e6b52', secondary: '#4caf50', accent: '#00bcd4' } }),
};
