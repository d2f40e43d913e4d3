// What vite.config.ts defines in the browser build, beside Vite's own `import.meta.env`.
interface ImportMetaEnv {
  /** The browser build's one language (decision 047); absent on the server, in dev and in tests. */
  readonly HAAT_BROWSER_LANGUAGE?: 'en' | 'hi';
}
