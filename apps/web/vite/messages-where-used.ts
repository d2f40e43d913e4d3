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

/** The one language a browser build's messages hold (decision 047); undefined: both (dev, tests). */
export type BrowserLanguage = 'en' | 'hi' | undefined;

/**
 * A compiled message module holding only `language`'s text (decision 047), or the module as it
 * is when there is no language to keep. The two shapes it knows are the ones
 * scripts/i18n-domains.ts writes (`o?.locale === 'hi' ? hindi : english`) and the compiler's
 * plural modules (`experimentalStaticLocale ?? options.locale ?? getLocale()`); the language
 * becomes a constant and the minifier drops the other language's text. In the Hindi build the
 * `errors` messages keep their English: errorText reads a message's English to recognise the
 * server's text (app/i18n/error-text.ts).
 */
export function messageIn(language: BrowserLanguage, file: string, code: string): string {
  if (!language) return code;
  if (language === 'hi' && /[\\/]errors_[a-z0-9_]+\.js$/.test(file)) return code;
  const compact = "o?.locale === 'hi'";
  const plural = 'experimentalStaticLocale ?? options.locale ?? getLocale()';
  if (code.includes(compact)) return code.replace(compact, String(language === 'hi'));
  if (code.includes(plural)) return code.replace(plural, JSON.stringify(language));
  throw new Error(`${file}: a compiled message of a shape messagesWhereUsed does not know; it would carry both languages.`);
}

/** @param language the browser build's one language (`HAAT_BROWSER_LANGUAGE`, decision 047). */
export function messagesWhereUsed(language: BrowserLanguage = undefined): Plugin {
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
      if (!id.includes(tag)) return null;
      const file = clean(id);
      const code = readFileSync(file, 'utf8');
      return messageFile.test(file) ? messageIn(language, file, code) : code;
    },
  };
}
