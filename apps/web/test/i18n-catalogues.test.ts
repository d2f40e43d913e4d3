import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every storefront message exists in both languages with the same variables (decision 045), and
// every catalogue folder is one the compiler reads: a message only in English, or a `{name}` the
// Hindi side forgot, would otherwise show up as a blank or a raw placeholder on a Hindi page.

const web = join(import.meta.dirname, '..');
const messages = join(web, 'app/i18n/messages');
const settings = JSON.parse(readFileSync(join(web, 'project.inlang/settings.json'), 'utf8'));
const patterns: string[] = settings['plugin.inlang.messageFormat'].pathPattern;

type Catalogue = Record<string, unknown>;
const read = (domain: string, locale: string): Catalogue => {
  const { $schema: _schema, ...rest } = JSON.parse(readFileSync(join(messages, domain, `${locale}.json`), 'utf8'));
  return rest;
};
/** The variables a message uses: `{name}` in a plain text, or `inputs`/`selectors` in a plural one. */
const variables = (message: unknown): string[] => [...new Set(JSON.stringify(message).match(/\{[a-z_]+\}|"(?:input|declarations)[^\]]*/gi) ?? [])].sort();

const domains = readdirSync(messages).sort();

it('compiles every catalogue folder', () => {
  expect(patterns.map((pattern) => pattern.replace('./app/i18n/messages/', '').replace('/{locale}.json', '')).sort()).toEqual(domains);
});

describe.each(domains)('the %s messages', (domain) => {
  const en = read(domain, 'en');
  const hi = read(domain, 'hi');
  it('name each message with its domain or part, in snake case', () => {
    for (const key of Object.keys(en)) expect(key).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/);
  });
  it('have the same messages in Hindi as in English', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
  });
  it('use the same variables in both languages, and no Hindi one is left empty', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(variables(hi[key]), key).toEqual(variables(text));
      expect(JSON.stringify(hi[key]).replaceAll(/\{[a-z_]+\}/gi, '').trim().length, key).toBeGreaterThan(2);
    }
  });
});
