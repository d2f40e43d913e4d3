import type { Config } from '@react-router/dev/config';
import { browserLanguage } from './vite/browser-language.ts';

export default {
  appDirectory: 'app',
  // The Hindi browser build (decision 047) is made beside the English one, which is the app's build.
  buildDirectory: browserLanguage() === 'hi' ? 'build/hi' : 'build',
  ssr: true,
} satisfies Config;
