// After `paraglide-js compile` (the `i18n` script, decision 045), two things the compiler does not
// do for us:
//
// 1. One module per domain (app/i18n/m/<domain>.ts) re-exporting that domain's messages. The
//    compiler's own index re-exports every message, and the build's shell chunk takes everything
//    the root route reaches through static imports (vite.config.ts): through that index, home's
//    and every page's messages would ride in the shell. A component imports its domain's module
//    (`import * as m from '../i18n/m/home.ts'`) and so reaches only those.
// 2. Messages always get the page's language passed (`{ locale }`), so their fallback to the
//    runtime's getLocale (cookie, URL and storage strategies, some 2 kB of script on every page)
//    is never taken: the messages import a two-line stand-in instead.
import { readdirSync, readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const i18n = join(import.meta.dirname, '../app/i18n');
const out = process.argv[2] ?? join(i18n, 'paraglide');
const domains = join(i18n, 'messages');
const barrels = process.argv[3] ?? join(i18n, 'm');

const runtimeImport = "import { getLocale, experimentalStaticLocale } from '../runtime.js';";
for (const file of readdirSync(join(out, 'messages'))) {
  if (!file.endsWith('.js') || file === '_index.js') continue;
  const path = join(out, 'messages', file);
  const text = readFileSync(path, 'utf8');
  if (text.includes(runtimeImport)) writeFileSync(path, text.replace(runtimeImport, "import { getLocale, experimentalStaticLocale } from '../../message-locale.js';"));
}

/** `{name}` in a catalogue text: a variable the caller passes. */
const variable = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * A plain text message as one small function holding both languages. The compiler's own module
 * for it is about three times larger once minified (two functions per language and the fallback
 * to the runtime's locale), and a page carries every message it shows: so plain texts are written
 * here, and only messages with a selector (plurals) use the compiled module.
 */
function compact(key: string, en: string, hi: string): string | null {
  const names = [...new Set([...en.matchAll(variable), ...hi.matchAll(variable)].map((match) => match[1]!))].sort();
  const literal = (text: string) => {
    const escaped = text.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${');
    const filled = escaped.replace(variable, (_, name: string) => `\${i.${name}}`);
    // Anything else in braces is message syntax this writer does not know: leave it to the compiler.
    return /[{}]/.test(filled.replace(/\$\{i\.[A-Za-z0-9_]+\}/g, '')) ? null : names.length > 0 ? `\`${filled}\`` : JSON.stringify(text);
  };
  const [english, hindi] = [literal(en), literal(hi)];
  if (english === null || hindi === null) return null;
  const inputs = names.length > 0 ? `i: { ${names.map((name) => `${name}: NonNullable<unknown>`).join('; ')} }` : '_i?: object';
  return `export const ${key} = (${inputs}, o?: Options): string => (o?.locale === 'hi' ? ${hindi} : ${english});`;
}

rmSync(barrels, { recursive: true, force: true });
mkdirSync(barrels, { recursive: true });
const read = (domain: string, locale: string): Record<string, unknown> => JSON.parse(readFileSync(join(domains, domain, `${locale}.json`), 'utf8'));
for (const domain of readdirSync(domains).sort()) {
  const [en, hi] = [read(domain, 'en'), read(domain, 'hi')];
  const keys = Object.keys(en).filter((key) => key !== '$schema').sort();
  const lines = keys.map((key) => {
    const [english, hindi] = [en[key], hi[key]];
    const written = typeof english === 'string' && typeof hindi === 'string' ? compact(key, english, hindi) : null;
    return written ?? `export { ${key} } from '../paraglide/messages/${key}.js';`;
  });
  const head = [
    `// Written by scripts/i18n-domains.ts from messages/${domain}/{en,hi}.json: do not edit.`,
    "type Options = { locale?: 'en' | 'hi' };",
  ];
  writeFileSync(join(barrels, `${domain}.ts`), `${head.join('\n')}\n${lines.join('\n')}\n`);
}
