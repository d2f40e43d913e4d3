import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The house rules about who may import whom (docs/architecture.md), checked on every import.
const repo = path.resolve(import.meta.dirname, '../../..');
const servicesDir = path.join(repo, 'apps/server/src/services');

/**
 * The domains of apps/server/src/services and what each may import besides itself. Work that
 * spans domains (placing an order, settling a payment) lives in flows/, which may use them all
 * and which no domain may use.
 */
const domainMayImport: Record<string, readonly string[]> = {
  stores: [],
  catalogue: [],
  search: ['catalogue'],
  accounts: [],
  payments: [],
  orders: ['accounts', 'catalogue', 'payments'],
  // Where a store delivers, by when, and whether cash on delivery is offered there (the COD rules are the orders').
  delivery: ['orders'],
  flows: ['stores', 'catalogue', 'search', 'accounts', 'payments', 'orders', 'delivery'],
  // The reseller console edits what the other domains serve; none of them may use it.
  console: ['stores', 'catalogue', 'search', 'accounts', 'payments', 'orders', 'delivery'],
  // GST invoices and packing slips: issued through the console (its refusals, audit and writes) and downloaded by shoppers.
  invoices: ['stores', 'accounts', 'orders', 'console'],
  // Sitemap and robots.txt: the catalogue's pages, at the origin mail links use (accounts' mailLinkOrigin).
  seo: ['catalogue', 'accounts'],
};

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !e.parentPath.includes('node_modules'))
    .map((e) => path.join(e.parentPath, e.name));
}

interface Import { file: string; specifier: string; resolved: string | null }

function importsOf(file: string): Import[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const match of text.matchAll(/(?:import|export)[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g)) {
    const specifier = match[1] ?? match[2] ?? '';
    const resolved = specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null;
    found.push({ file, specifier, resolved });
  }
  return found;
}

const relative = (file: string) => path.relative(repo, file);

describe('boundaries', () => {
  it('no storefront file imports server or database code (the Store API is the seam)', () => {
    const forbidden = [/apps\/server/, /@haat\/server/, /^kysely/, /^pg$/, /^node:sqlite$/, /\/db\//];
    const files = [...sourceFiles(path.join(repo, 'apps/web/app')), ...sourceFiles(path.join(repo, 'apps/web/server'))];
    expect(files.length).toBeGreaterThan(5);
    const offenders = files.flatMap(importsOf)
      .filter(({ specifier }) => forbidden.some((pattern) => pattern.test(specifier)))
      .map(({ file, specifier }) => `${relative(file)} imports ${specifier}`);
    expect(offenders).toEqual([]);
  });

  it('storefront code that runs in the browser never imports a .server module (type imports aside)', () => {
    const appDir = path.join(repo, 'apps/web/app');
    // Route modules hold loaders and actions beside their component; React Router strips those from the browser build.
    const serverSide = (file: string) => /\.server\.tsx?$/.test(file) || file.startsWith(path.join(appDir, 'routes') + path.sep)
      || ['root.tsx', 'entry.server.tsx'].includes(path.relative(appDir, file));
    const files = sourceFiles(appDir).filter((file) => !serverSide(file));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [...text.matchAll(/^(?:import|export)(?!\s+type\b)[^'";]*?from\s*['"]([^'"]+\.server\.tsx?)['"]/gm)]
        .map((match) => `${relative(file)} imports ${match[1]}`);
    });
    expect(offenders).toEqual([]);
  });

  it('the console imports only the shared package: no server, database or storefront code', () => {
    const forbidden = [/apps\/server/, /apps\/web/, /@haat\/(server|web)/, /^kysely/, /^pg$/, /^node:sqlite$/, /\/db\//];
    const files = ['app', 'server'].flatMap((dir) => sourceFiles(path.join(repo, 'apps/console', dir)));
    expect(files.length).toBeGreaterThan(5);
    const offenders = files.flatMap(importsOf)
      .filter(({ specifier, resolved }) => forbidden.some((pattern) => pattern.test(specifier))
        || (resolved !== null && !resolved.startsWith(path.join(repo, 'apps/console') + path.sep)))
      .map(({ file, specifier }) => `${relative(file)} imports ${specifier}`);
    expect(offenders).toEqual([]);
  });

  it('console code that runs in the browser never imports a .server module (type imports aside)', () => {
    const appDir = path.join(repo, 'apps/console/app');
    // Route modules hold loaders and actions beside their component; React Router strips those from the browser build.
    const serverSide = (file: string) => /\.server\.tsx?$/.test(file) || file.startsWith(path.join(appDir, 'routes') + path.sep)
      || ['root.tsx', 'entry.server.tsx'].includes(path.relative(appDir, file));
    const files = sourceFiles(appDir).filter((file) => !serverSide(file));
    expect(files.length).toBeGreaterThan(1);
    const offenders = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [...text.matchAll(/^(?:import|export)(?!\s+type\b)[^'";]*?from\s*['"]([^'"]+\.server\.tsx?)['"]/gm)]
        .map((match) => `${relative(file)} imports ${match[1]}`);
    });
    expect(offenders).toEqual([]);
  });

  it('the shared package imports no app', () => {
    const files = sourceFiles(path.join(repo, 'packages/shared/src'));
    expect(files.length).toBeGreaterThan(5);
    const offenders = files.flatMap(importsOf)
      .filter(({ specifier, resolved }) => /@haat\/(server|web|console)/.test(specifier) || (resolved !== null && resolved.startsWith(path.join(repo, 'apps'))))
      .map(({ file, specifier }) => `${relative(file)} imports ${specifier}`);
    expect(offenders).toEqual([]);
  });

  it('every service lives in a domain folder', () => {
    const loose = fs.readdirSync(servicesDir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
    expect(loose).toEqual([]);
    const folders = fs.readdirSync(servicesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.sort()).toEqual(Object.keys(domainMayImport).sort());
  });

  it('a domain imports only itself, the domains it builds on, and no HTTP or page code', () => {
    const offenders: string[] = [];
    for (const [domain, allowed] of Object.entries(domainMayImport)) {
      for (const { file, specifier, resolved } of sourceFiles(path.join(servicesDir, domain)).flatMap(importsOf)) {
        if (/^hono(\/|$)|^@hono\//.test(specifier)) offenders.push(`${relative(file)} imports ${specifier}`);
        if (resolved === null) continue;
        const fromServer = path.relative(path.join(repo, 'apps/server/src'), resolved);
        if (/^(http|render)\//.test(fromServer)) offenders.push(`${relative(file)} imports ${specifier}`);
        const fromServices = path.relative(servicesDir, resolved);
        if (fromServices.startsWith('..')) continue;
        const target = fromServices.split(path.sep)[0] ?? '';
        if (target !== domain && !allowed.includes(target)) offenders.push(`${relative(file)} (${domain}) imports ${target}: ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
