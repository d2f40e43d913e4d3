import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserManifestJson } from '../scripts/build.ts';
import { iconsWhereImported, spriteIds } from '../vite/icons-where-used.ts';
import { messageIn } from '../vite/messages-where-used.ts';
import { preloadOnlyWhatIsMissing } from '../vite/preload-only-what-is-missing.ts';
import { importRulesByModule, rulesModules } from '../vite/rules-by-module.ts';

// The browser builds (decision 047): each language's messages alone, the shared rules imported
// from the modules that declare them, icons made where they are drawn, and lazy imports asking
// only for what the page lacks.

const messagesDir = fileURLToPath(new URL('../app/i18n/paraglide/messages/', import.meta.url));
const compiled = (key: string) => {
  const file = `${messagesDir}${key}.js`;
  return { file, code: readFileSync(file, 'utf8') };
};

/** Runs a compiled plain message (it imports nothing) and returns its function. */
async function load(code: string, key: string): Promise<(inputs: object, options: { locale: string }) => string> {
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  return module[key];
}

describe('messageIn', () => {
  it('keeps only the build\'s language in a plain message, whatever locale a caller passes', async () => {
    const { file, code } = compiled('shell_search_placeholder');
    const english = await load(messageIn('en', file, code), 'shell_search_placeholder');
    const hindi = await load(messageIn('hi', file, code), 'shell_search_placeholder');
    expect(english({}, { locale: 'hi' })).toBe('Search for products, brands and more');
    expect(hindi({}, { locale: 'en' })).toBe('प्रोडक्ट, ब्रांड और बहुत कुछ खोजें');
  });

  it('leaves both languages when no build language is set (dev server, tests)', () => {
    const { file, code } = compiled('shell_search_placeholder');
    expect(messageIn(undefined, file, code)).toBe(code);
  });

  it('keeps the English of the errors messages in the Hindi build: errorText reads it to recognise the server\'s text', () => {
    const { file, code } = compiled('errors_select_size');
    expect(messageIn('hi', file, code)).toBe(code);
    expect(messageIn('en', file, code)).not.toContain('o?.locale');
  });

  it('fixes a plural message\'s language so the other language\'s branch can be dropped', () => {
    const { file, code } = compiled('shell_items');
    expect(messageIn('hi', file, code)).toContain('const locale = "hi"');
    expect(messageIn('en', file, code)).toContain('const locale = "en"');
    // A plural of the errors domain keeps both in the Hindi build, like every errors message.
    const wait = compiled('errors_code_wait');
    expect(messageIn('hi', wait.file, wait.code)).toBe(wait.code);
  });

  it('refuses a message of a shape it does not know instead of shipping both languages unnoticed', () => {
    expect(() => messageIn('en', '/x/shell_new.js', 'export const shell_new = () => "?";')).toThrow(/does not know/);
  });
});

describe('importRulesByModule', () => {
  const rulesDir = fileURLToPath(new URL('../../../packages/shared/src/rules/', import.meta.url));
  const where = rulesModules(rulesDir);

  it('points each name at the module that declares it, types and renames included', () => {
    const code = "import { joinName, type CartLine, messages as texts } from '@haat/shared/rules';\nuse(joinName);";
    // A module only a type comes from is imported as types: an import of `{ type CartLine }` would
    // keep the module for its side effects, and the shell carried the cart's rules for a type.
    expect(importRulesByModule(code, where, 'page.tsx')).toBe(
      `import { joinName } from ${JSON.stringify(`${rulesDir}names.ts`)}; import type { CartLine } from ${JSON.stringify(`${rulesDir}cart-lines.ts`)}; import { messages as texts } from ${JSON.stringify(`${rulesDir}messages.ts`)};\nuse(joinName);`,
    );
  });

  it('keeps a type beside a value from the same module inline', () => {
    const code = "import { addCartLine, type CartLine } from '@haat/shared/rules';";
    expect(importRulesByModule(code, where, 'page.tsx')).toBe(`import { addCartLine, type CartLine } from ${JSON.stringify(`${rulesDir}cart-lines.ts`)};`);
  });

  it('splits type-only and multi-line imports the same way', () => {
    const code = "import type {\n  CartLine,\n  PriceBandId,\n} from '@haat/shared/rules';";
    expect(importRulesByModule(code, where, 'page.tsx')).toBe(
      `import type { CartLine } from ${JSON.stringify(`${rulesDir}cart-lines.ts`)}; import type { PriceBandId } from ${JSON.stringify(`${rulesDir}price-bands.ts`)};`,
    );
  });

  it('refuses a name no rule module declares', () => {
    expect(() => importRulesByModule("import { noSuchRule } from '@haat/shared/rules';", where, 'page.tsx')).toThrow(/noSuchRule/);
  });
});

it('reads the manifest React Router writes for the browser', () => {
  expect(JSON.parse(browserManifestJson('window.__reactRouterManifest={"version":"ab12","routes":{}};'))).toEqual({ version: 'ab12', routes: {} });
  expect(() => browserManifestJson('export default {}')).toThrow(/does not know/);
});

describe('iconsWhereImported', () => {
  const iconsFile = fileURLToPath(new URL('../app/components/icons.tsx', import.meta.url));
  const ids = spriteIds(iconsFile);
  const page = fileURLToPath(new URL('../app/routes/track.tsx', import.meta.url));

  it('reads every icon icons.tsx declares, with its id in the sprite', () => {
    expect(ids.size).toBeGreaterThan(50);
    expect(ids.get('CircleAlert')).toBe('circle-exclamation-point');
  });

  it('makes each imported icon in the importing module, keeping types and renames', () => {
    const code = "import { ArrowLeft, type Icon, CircleAlert as Warning, iconHref } from '../components/icons.tsx';\nexport const x = 1;";
    expect(iconsWhereImported(code, page, iconsFile, ids)).toBe(
      "import { type Icon, iconHref, icon as __haatIcon } from '../components/icons.tsx'; const ArrowLeft = /* @__PURE__ */ __haatIcon(\"arrow-left\"); const Warning = /* @__PURE__ */ __haatIcon(\"circle-exclamation-point\");\nexport const x = 1;",
    );
  });

  it('leaves type-only imports, modules named alike elsewhere, and modules without icons alone', () => {
    const typeOnly = "import type { Icon } from '../components/icons.tsx';";
    expect(iconsWhereImported(typeOnly, page, iconsFile, ids)).toBe(typeOnly);
    const another = "import { ArrowLeft } from './icons.tsx';";
    expect(iconsWhereImported(another, page, iconsFile, ids)).toBe(another);
    const none = "import { iconHref } from '../components/icons.tsx';";
    expect(iconsWhereImported(none, page, iconsFile, ids)).toBe(none);
  });
});

describe('preloadOnlyWhatIsMissing', () => {
  /** A bundle as the build hands it over: each chunk's static imports. */
  function built(chunks: Record<string, string[]>) {
    const { plugin, resolveDependencies } = preloadOnlyWhatIsMissing();
    const bundle = Object.fromEntries(Object.entries(chunks).map(([fileName, imports]) => [fileName, { type: 'chunk', fileName, imports }]));
    const hook = plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
    hook.handler({}, bundle);
    return resolveDependencies;
  }

  it('asks only for the files the importing chunk does not load before its code runs', () => {
    const resolve = built({
      'assets/shell.js': ['assets/framework.js'],
      'assets/framework.js': [],
      'assets/route.js': ['assets/shell.js', 'assets/rules.js'],
      'assets/rules.js': [],
      'assets/part.js': ['assets/shell.js', 'assets/rules.js', 'assets/words.js'],
      'assets/words.js': [],
    });
    const deps = ['assets/part.js', 'assets/shell.js', 'assets/framework.js', 'assets/rules.js', 'assets/words.js'];
    expect(resolve('assets/part.js', deps, { hostId: 'assets/route.js', hostType: 'js' })).toEqual(['assets/part.js', 'assets/words.js']);
    // From the shell, the route's rules are not there yet.
    expect(resolve('assets/part.js', deps, { hostId: 'assets/shell.js', hostType: 'js' })).toEqual(['assets/part.js', 'assets/rules.js', 'assets/words.js']);
  });

  it('leaves an import alone when the page already has everything but the chunk itself', () => {
    const resolve = built({ 'assets/shell.js': [], 'assets/route.js': ['assets/shell.js'], 'assets/part.js': ['assets/shell.js'] });
    expect(resolve('assets/part.js', ['assets/part.js', 'assets/shell.js'], { hostId: 'assets/route.js', hostType: 'js' })).toEqual([]);
  });

  it('keeps the whole list for an HTML page or a chunk it does not know', () => {
    const resolve = built({ 'assets/shell.js': [] });
    const deps = ['assets/part.js', 'assets/shell.js'];
    expect(resolve('assets/part.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
    expect(resolve('assets/part.js', deps, { hostId: 'assets/other.js', hostType: 'js' })).toEqual(deps);
  });
});
