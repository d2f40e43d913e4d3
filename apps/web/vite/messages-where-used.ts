import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

// Decision 045: each storefront message is a module of its own, a one-line function. A message
// that two pages use is a module two route chunks share, and the bundler gives each such module
// (each set of pages sharing it) a chunk of its own: a page's first load had 10 to 15 files of one
// message each, some 150 bytes gzipped apiece where the same line inside the page's own chunk costs
// a few dozen. In the browser build this plugin gives every module that imports messages its own
// copy of them (the domain module it imports through included), so a message travels in the
// chunk of the code that shows it. A copy is a few bytes that compress against each other; the
// messages hold no state, so copies cannot disagree.

const messageFile = /[\\/]i18n[\\/]paraglide[\\/]messages[\\/][a-z0-9_]+\.js$/;
const domainFile = /[\\/]i18n[\\/]m[\\/][a-z0-9-]+\.ts$/;
const tag = '?haat-messages-for=';

const clean = (id: string) => id.split('?')[0]!;

export function messagesWhereUsed(): Plugin {
  return {
    name: 'haat:messages-where-used',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const path = resolve(dirname(clean(importer)), source);
      if (!messageFile.test(path) && !domainFile.test(path)) return null;
      // A domain module's copy passes its importer's mark on to the messages it re-exports.
      const owner = importer.includes(tag) ? importer.slice(importer.indexOf(tag) + tag.length) : createHash('sha1').update(clean(importer)).digest('hex').slice(0, 10);
      return `${path}${tag}${owner}`;
    },
    load(id) {
      return id.includes(tag) ? readFileSync(clean(id), 'utf8') : null;
    },
  };
}
