import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '..');
const forbidden = [/apps\/server/, /@haat\/server/, /^kysely/, /^pg$/, /^node:sqlite$/, /\/db\//];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

it('no storefront file imports server or database code (the Store API is the seam)', () => {
  const files = [...sourceFiles(path.join(webRoot, 'app')), ...sourceFiles(path.join(webRoot, 'server'))];
  expect(files.length).toBeGreaterThan(5);
  const offenders: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (forbidden.some((pattern) => pattern.test(specifier))) offenders.push(`${path.relative(webRoot, file)} imports ${specifier}`);
    }
  }
  expect(offenders).toEqual([]);
});
