import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { applyExactEdits, type ExactEdit } from './exact-edits.ts';
import { keptMarkupEdits } from './react-dom-server-keeps-markup.ts';

/** The file `react-dom/server` runs in production on Node: the one the edits apply to. */
export const reactDomServerFile = join(dirname(createRequire(import.meta.url).resolve('react-dom/package.json')), 'cjs/react-dom-server.node.production.js');

/**
 * React's Node renderer encodes a page piece by piece as it writes it: each tag, attribute and
 * text (several thousand on a listing) goes through `TextEncoder.encodeInto` into a fresh view of
 * a 4 kB buffer. That was a sixth of a render worker's time (decision 053). With these edits it
 * joins the pieces of one flush into a string, which the page sink (server/page-sink.ts) encodes
 * once: V8 joins strings without copying them, and encodes one long string far faster than
 * thousands of short ones. What React writes, and when, is unchanged.
 */
export const textWriteEdits: ExactEdit[] = [
  // The precomputed pieces ("<div", "</li>") stay strings, so that a page is strings throughout.
  { from: 'function stringToPrecomputedChunk(content) {\n  return textEncoder.encode(content);\n}', to: 'function stringToPrecomputedChunk(content) {\n  return content;\n}' },
  {
    from: /function writeChunk\(destination, chunk\) \{\n[\s\S]*?\n\}\n(?=function writeToDestination)/,
    to: `var pendingText = "";
function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) pendingText += chunk;
  else if (0 !== chunk.byteLength) {
    0 < pendingText.length && (writeToDestination(destination, pendingText), (pendingText = ""));
    writeToDestination(destination, chunk);
  }
}
`,
  },
  // The flush's text goes out where the flush's bytes went out…
  { from: 'function completeWriting(destination) {\n', to: 'function completeWriting(destination) {\n  0 < pendingText.length && (destination.write(pendingText), (pendingText = ""));\n' },
  // …and a flush starts empty, as React starts each with a fresh buffer: no page's text reaches another's.
  { from: 'function flushCompletedQueues(request, destination) {\n', to: 'function flushCompletedQueues(request, destination) {\n  pendingText = "";\n' },
];

/** React's Node renderer with the edits made; throws when one does not match exactly once. */
export function reactDomServerWritingText(code: string): string {
  return applyExactEdits(code, textWriteEdits, 'react-dom-server-writes-text, in react-dom-server.node.production.js', 'A new React? See decision 053.');
}

/** React's Node renderer as the server build runs it: writing text (above) and keeping markup (decision 054). */
export function editedReactDomServer(code: string): string {
  return applyExactEdits(reactDomServerWritingText(code), keptMarkupEdits, 'react-dom-server-keeps-markup, in react-dom-server.node.production.js', 'A new React? See decision 054.');
}

/** What `react-dom/server` is in the server build (see the plugin below). */
const serverEntry = '\0haat:react-dom-server';

/**
 * The Vite plugin: the server build only. In production, `react-dom/server` is the edited
 * renderer (`editedReactDomServer`: decisions 053 and 054), bundled (its own imports, react and
 * react-dom among them, stay the installed packages). Anywhere else (the server's tests load the build with NODE_ENV=test) it is the
 * installed one, as React itself chooses (react-dom/server.node.js): a production renderer
 * cannot render development React's elements. Dev and the web's tests run React as it is.
 */
export function reactDomServerWritesText(): Plugin {
  let edited = false;
  return {
    name: 'haat:react-dom-server-writes-text',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      edited = false;
    },
    resolveId(id) {
      return id === 'react-dom/server' ? serverEntry : null;
    },
    load(id) {
      if (id !== serverEntry) return null;
      return [
        "import { createRequire } from 'node:module';",
        `import writingText from ${JSON.stringify(reactDomServerFile)};`,
        "const server = process.env.NODE_ENV === 'production' ? writingText : createRequire(import.meta.url)('react-dom/server');",
        'export const renderToPipeableStream = server.renderToPipeableStream;',
      ].join('\n');
    },
    transform(code, id) {
      if (id !== reactDomServerFile) return null;
      edited = true;
      return { code: editedReactDomServer(code), map: null };
    },
    buildEnd(error) {
      if (!error && !edited) this.error('react-dom-server-writes-text: the server build never loaded react-dom/server; did the entry stop using it? (decision 053)');
    },
  };
}
