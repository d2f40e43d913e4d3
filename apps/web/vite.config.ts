import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const framework = /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Keep earlier hashed assets when rebuilding: a page already open (or a server still running
  // the previous build) keeps finding the CSS and scripts it links to.
  build: {
    emptyOutDir: false,
    rolldownOptions: {
      output: {
        // React, React DOM and React Router came as five files on every page; as one they are a
        // single request and compress a little better together (3 kB less per page). Grouping
        // the shell's own modules too was tried: a group takes its modules' dependencies with it
        // (zod from the browser client), which added 30 kB to every page.
        codeSplitting: {
          groups: [{ name: 'framework', test: framework }],
        },
      },
    },
  },
  environments: {
    // The server bundle's entry is our handler, which wraps the React Router build so that
    // apps/server can hand it the Store API's own fetch (see server/handler.ts).
    ssr: { build: { rollupOptions: { input: './server/handler.ts' } } },
  },
});
