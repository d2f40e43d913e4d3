import { gzipSync } from 'node:zlib';
import { heldModuleCode } from '../apps/web/server/scripts-after-hero.ts';

export interface FirstLoadAsset {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoadJs {
  page: string;
  status: number;
  assets: FirstLoadAsset[];
  totalBytes: number;
  totalGzipBytes: number;
  /** Inline <script> text in the HTML (React Router's context, manifest and loader data), gzip -9; not in the totals. */
  inlineScriptGzipBytes: number;
}

/**
 * The JavaScript a browser fetches before a page is interactive: module scripts and
 * modulepreload links in the HTML, the modules React Router's inline script imports, and
 * (transitively) the static imports of each. Lazy `import()` inside chunks is not first load.
 * Sizes are gzip level 9 of each file, as a server would send them compressed.
 */
export async function measureFirstLoadJs(origin: string, pagePath: string, headers?: HeadersInit): Promise<FirstLoadJs> {
  const pageUrl = new URL(pagePath, origin);
  // `headers` carry a shopper's session cookie, for pages only a signed-in shopper sees.
  const response = await fetch(pageUrl, { headers });
  const html = await response.text();
  // The same module is usually both preloaded and imported: count it once.
  const seen = new Set<string>();
  const queue: URL[] = [];
  for (const url of htmlModuleUrls(html, pageUrl)) {
    if (url.origin !== pageUrl.origin || seen.has(url.href)) continue;
    seen.add(url.href);
    queue.push(url);
  }
  const assets: FirstLoadAsset[] = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    const asset = await fetch(url);
    if (!asset.ok) {
      await asset.arrayBuffer();
      continue;
    }
    const body = Buffer.from(await asset.arrayBuffer());
    assets.push({ path: url.pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    for (const next of staticImports(body.toString('utf8'), url)) {
      if (next.origin !== pageUrl.origin || seen.has(next.href)) continue;
      seen.add(next.href);
      queue.push(next);
    }
  }
  assets.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    page: pagePath,
    status: response.status,
    assets,
    totalBytes: assets.reduce((sum, a) => sum + a.bytes, 0),
    totalGzipBytes: assets.reduce((sum, a) => sum + a.gzipBytes, 0),
    inlineScriptGzipBytes: gzipSync(inlineScripts(html), { level: 9 }).length,
  };
}

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * Module scripts, modulepreload links and what inline module scripts import, in page order. The
 * storefront writes its preloads inert (`data-modulepreload`) and its module script as a string
 * that a small script starts after the largest picture (decision 048): both count, as the
 * browser loads them all before the page is interactive.
 */
function htmlModuleUrls(html: string, base: URL): URL[] {
  const found: string[] = [];
  for (const [, attrs = ''] of html.matchAll(/<link\b([^>]*)>/gi)) {
    const href = attribute(attrs, 'href');
    const preload = attribute(attrs, 'rel')?.toLowerCase() === 'modulepreload' || /\sdata-modulepreload\b/i.test(` ${attrs}`);
    if (preload && href) found.push(href);
  }
  for (const [, attrs = '', inline = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const held = heldModuleCode(inline);
    if (attribute(attrs, 'type')?.toLowerCase() !== 'module' && held === undefined) continue;
    const src = attribute(attrs, 'src');
    if (src) found.push(src);
    const code = held ?? inline;
    // React Router's entry script runs `import("/assets/…")` and static imports straight away.
    for (const [, spec] of code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) if (spec) found.push(spec);
    for (const spec of staticSpecifiers(code)) found.push(spec);
  }
  return found.map((spec) => new URL(spec, base));
}

function inlineScripts(html: string): string {
  const parts: string[] = [];
  for (const [, attrs = '', inline = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!attribute(attrs, 'src') && inline.trim() !== '') parts.push(inline);
  }
  return parts.join('\n');
}

function staticImports(code: string, base: URL): URL[] {
  return staticSpecifiers(code).map((spec) => new URL(spec, base));
}

/** `import x from "…"`, `import "…"`, `export {…} from "…"`, minified or not; `import()` excluded. */
function staticSpecifiers(code: string): string[] {
  const specs: string[] = [];
  for (const [, spec] of code.matchAll(/(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"'\n]+\.m?js)["']/g)) {
    if (spec) specs.push(spec);
  }
  return specs;
}
