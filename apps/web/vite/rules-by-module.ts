import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

// The browser build groups the modules the root route reaches into the shell chunk, which every
// page loads (vite.config.ts, decision 035). The web app imports the shared rules through their
// index (`@haat/shared/rules`), and through it the root route "reached" every rule: the checkout's,
// the order statuses', the PIN codes'… all rode in the shell, some 2 kB gzipped on every page.
// This plugin points each name imported from the index at the module that declares it, so the
// shell holds the rules the shell uses and each page's rules travel with the page.

const rulesIndex = '@haat/shared/rules';
const importOfRules = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@haat\/shared\/rules';/g;
const declared = /^export (?:declare )?(?:const|let|function|async function|class|type|interface|enum) ([A-Za-z_$][\w$]*)/gm;
const listed = /^export \{([^}]*)\};?/gm;

/** Which file of `rulesDir` declares each name its index exports. */
export function rulesModules(rulesDir: string): Map<string, string> {
  const where = new Map<string, string>();
  const index = readFileSync(join(rulesDir, 'index.ts'), 'utf8');
  for (const [, file] of index.matchAll(/^export \* from '\.\/([\w-]+\.ts)';$/gm)) {
    const path = join(rulesDir, file!);
    const code = readFileSync(path, 'utf8');
    const names = [...code.matchAll(declared)].map((m) => m[1]!);
    for (const [, list] of code.matchAll(listed)) names.push(...list!.split(',').map((name) => name.trim().split(/\s+as\s+/).pop()!).filter(Boolean));
    for (const name of names) where.set(name, path);
  }
  return where;
}

/** `code` with each import from the rules' index split into imports of the declaring modules. */
export function importRulesByModule(code: string, where: Map<string, string>, file: string): string {
  return code.replace(importOfRules, (_statement, typeOnly: string | undefined, list: string) => {
    const byModule = new Map<string, string[]>();
    for (const specifier of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      const imported = specifier.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
      const path = where.get(imported);
      if (!path) throw new Error(`${file}: ${imported} is imported from ${rulesIndex}, but no module its index re-exports declares it.`);
      byModule.set(path, [...(byModule.get(path) ?? []), specifier]);
    }
    // A module only types are imported from is imported as types: `import { type A } from 'x'`
    // would keep `import 'x'` for its side effects, and pull the whole module into the chunk.
    return [...byModule].map(([path, names]) => {
      const onlyTypes = typeOnly !== undefined || names.every((name) => name.startsWith('type '));
      const specifiers = onlyTypes ? names.map((name) => name.replace(/^type\s+/, '')) : names;
      return `import ${onlyTypes ? 'type ' : ''}{ ${specifiers.join(', ')} } from ${JSON.stringify(path)};`;
    }).join(' ');
  });
}

export function rulesByModule(rulesDir: string): Plugin {
  let where: Map<string, string> | undefined;
  return {
    name: 'haat:rules-by-module',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    transform(code, id) {
      if (!code.includes(rulesIndex) || id.includes('node_modules')) return null;
      where ??= rulesModules(resolve(rulesDir));
      const changed = importRulesByModule(code, where, id);
      return changed === code ? null : { code: changed, map: null };
    },
  };
}
