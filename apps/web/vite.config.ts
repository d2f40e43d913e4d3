import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Keep earlier hashed assets when rebuilding: a page already open (or a server still running
  // the previous build) keeps finding the CSS and scripts it links to.
  build: { emptyOutDir: false },
  environments: {
    // The server bundle's entry is our handler, which wraps the React Router build so that
    // apps/server can hand it the Store API's own fetch (see server/handler.ts).
    ssr: { build: { rollupOptions: { input: './server/handler.ts' } } },
  },
});
