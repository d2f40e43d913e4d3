import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

// Each icon is one line of app/components/icons.tsx, `export const Name = icon('sprite-id')`. The
// root route imports a few of them, so the module sits in the shell chunk that every page loads
// (decision 035), and the bundler keeps in it every icon any page uses: some 80 lines of
// `icon(…)` that only one page or another draws, 0.6 kB gzipped on every page. In the browser
// build this plugin writes each icon where it is imported, `const Name = icon('sprite-id')`, so an
// icon travels with the code that draws it. The sprite and the server's bundle are unchanged.

const importOfIcons = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'((?:\.\.?\/)+(?:components\/)?icons\.tsx)';/g;
const declared = /^export const ([A-Z]\w*) = \/\* @__PURE__ \*\/ icon\('([\w-]+)'\);$/gm;
const maker = '__haatIcon';

/** Each icon's name and its id in the sprite, as icons.tsx declares them. */
export function spriteIds(iconsFile: string): Map<string, string> {
  return new Map([...readFileSync(iconsFile, 'utf8').matchAll(declared)].map(([, name, id]) => [name!, id!]));
}

/** `code` (the module `file`) with its icons made where they are imported; `code` itself when it imports none. */
export function iconsWhereImported(code: string, file: string, iconsFile: string, ids: Map<string, string>): string {
  return code.replace(importOfIcons, (statement, typeOnly: string | undefined, list: string, from: string) => {
    if (typeOnly !== undefined || resolve(dirname(file), from) !== iconsFile) return statement;
    const kept: string[] = [];
    const made: string[] = [];
    for (const specifier of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
      const id = ids.get(imported);
      if (id === undefined) kept.push(specifier);
      else made.push(`const ${local} = /* @__PURE__ */ ${maker}(${JSON.stringify(id)});`);
    }
    if (made.length === 0) return statement;
    return `import { ${[...kept, `icon as ${maker}`].join(', ')} } from '${from}'; ${made.join(' ')}`;
  });
}

export function iconsWhereUsed(iconsFile: string): Plugin {
  let ids: Map<string, string> | undefined;
  return {
    name: 'haat:icons-where-used',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    transform(code, id) {
      if (!code.includes('icons.tsx') || id.includes('node_modules')) return null;
      ids ??= spriteIds(iconsFile);
      const changed = iconsWhereImported(code, id.split('?')[0]!, iconsFile, ids);
      return changed === code ? null : { code: changed, map: null };
    },
  };
}
