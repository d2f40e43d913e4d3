// Provided by @react-router/dev's Vite plugin at build time.
declare module 'virtual:react-router/server-build';

// vite/hindi-browser-manifest.ts: the Hindi browser build's manifest, or null (decision 047).
declare module 'virtual:haat/hindi-browser-manifest' {
  const manifest: import('react-router').EntryContext['manifest'] | null;
  export default manifest;
}
