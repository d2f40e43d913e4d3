import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // The browser files are served at /console/assets/… (apps/server's webAssetsRoute with a mount).
  base: '/console/',
  plugins: [tailwindcss(), reactRouter()],
  // Keep earlier hashed assets when rebuilding: a page already open keeps finding its files.
  build: { emptyOutDir: false },
  environments: {
    // The server bundle's entry is our handler, which wraps the React Router build so that
    // apps/server can hand it the console API's own in-process fetch (see server/handler.ts).
    ssr: { build: { rollupOptions: { input: './server/handler.ts' } } },
  },
});
