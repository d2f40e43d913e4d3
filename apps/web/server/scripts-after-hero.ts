/**
 * A page's scripts start once its largest picture has arrived and been painted (decision 048):
 * the picture marked fetchpriority="high" (home's first banner, a product's first photo), or its
 * failure, or two seconds, whichever comes first. A page without such a picture starts them at once.
 *
 * On a phone's network the picture and some 140 kB of scripts shared the connections and the
 * bandwidth; asking for the scripts at low priority (decision 040) still let them finish before the
 * picture was painted. Now the head's module preloads are written inert (`data-modulepreload`, no
 * rel) and React Router's module script is started by a small inline script that waits for the
 * picture, then turns the preloads on. Links work before then (they are plain links), and nothing
 * the shopper sees waits: the server's HTML is the whole first screen.
 */
const preloadTag = '<link rel="modulepreload" ';
const headEnd = '</head>';
/** React Router's <Scripts /> module script: the route modules' imports and the entry's. */
const moduleScriptOpen = /^<script nonce="([^"]*)" type="module" async="">$/;
const moduleAttributes = ' type="module" async="">';
const scriptOpen = '<script nonce="';
const scriptClose = '</script>';

// Runs in the browser before the scripts it starts: small, and in syntax any phone reads.
const starter = '(function(code){var nonce=document.currentScript.nonce,started=false;function go(){if(started)return;started=true;'
  + "document.querySelectorAll('link[data-modulepreload]').forEach(function(l){l.rel='modulepreload'});"
  + "var s=document.createElement('script');s.type='module';s.nonce=nonce;s.textContent=code;document.body.appendChild(s)}"
  // Once the picture is in, after the frame that paints it: a script compiling meanwhile would hold the paint back.
  + 'function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}'
  + 'var hero=document.querySelector(\'img[fetchpriority="high"]\');if(!hero){go();return}if(hero.complete){painted();return}'
  + "hero.addEventListener('load',painted);hero.addEventListener('error',go);setTimeout(go,2000)})";

/**
 * A change to a page's text: the characters from `start` to `end` become `text`. The page sink
 * writes the page's text with its edits straight into bytes (page-sink.ts): applied as strings,
 * each edit copied the whole 70 kB page.
 */
export interface TextEdit { start: number; end: number; text: string }

/** The first piece of a page (React's shell, which holds the whole <head>): its module preloads made inert. */
export function scriptPreloadEdits(piece: string): TextEdit[] {
  const end = piece.indexOf(headEnd);
  const edits: TextEdit[] = [];
  for (let at = piece.indexOf(preloadTag); at >= 0 && at < end; at = piece.indexOf(preloadTag, at + preloadTag.length)) {
    edits.push({ start: at, end: at + preloadTag.length, text: '<link data-modulepreload ' });
  }
  return edits;
}

/**
 * React Router's module script started after the picture, or undefined when the piece does not
 * hold it (it comes once, at the end of the shell). A page's shell is some 80 kB, its module
 * script 4 kB.
 */
export function scriptsAfterHeroEdit(piece: string): TextEdit | undefined {
  const attributes = piece.indexOf(moduleAttributes);
  if (attributes < 0) return undefined;
  const start = piece.lastIndexOf(scriptOpen, attributes);
  const codeStart = attributes + moduleAttributes.length;
  const end = piece.indexOf(scriptClose, codeStart);
  if (start < 0 || end < 0) return undefined;
  const nonce = moduleScriptOpen.exec(piece.slice(start, codeStart))?.[1];
  if (nonce === undefined) return undefined;
  const code = piece.slice(codeStart, end);
  // The code travels as a string literal: "<" escaped, so no "</script>" inside it ends the script early.
  return { start, end: end + scriptClose.length, text: `<script nonce="${nonce}">${starter}(${JSON.stringify(code).replaceAll('<', '\\u003c')})</script>` };
}

/**
 * The module code a page's starter holds, as scriptsAfterHeroEdit wrote it, or undefined for any
 * other inline script: for what weighs a page's first scripts (scripts/bench-first-load.ts).
 */
export function heldModuleCode(inline: string): string | undefined {
  const text = inline.trim();
  if (!text.startsWith(`${starter}(`) || !text.endsWith(')')) return undefined;
  return JSON.parse(text.slice(starter.length + 1, -1)) as string;
}
