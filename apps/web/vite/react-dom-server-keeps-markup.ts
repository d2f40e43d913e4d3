import type { ExactEdit } from './exact-edits.ts';

/**
 * Kept markup (decision 054): the server build's React writes a part of a page it has written
 * before as the text it wrote then, instead of rendering that part again.
 *
 * A part is marked with `<KeptMarkup by={…}>` (app/components/kept-markup.tsx), whose `by` names
 * everything the part's markup depends on: a product card's product, its link, the language and
 * whether the shopper saved it. The renderer adds what React itself makes the markup depend on:
 * the place in the tree (`useId` counts from it, after the render's id prefix), the kind of
 * markup around it (HTML, SVG, a table) and whether text came just before. The first render of a part under a name is written
 * as usual and, when it wrote nothing but its own markup, kept; later renders under the same name
 * write that text. A part is never kept when it did more than write markup: it waited on data
 * (a Suspense boundary or a task of its own), asked for a resource in the page's head (an eager
 * picture's preload, a stylesheet, a script, a title), or carries the page's script nonce. It is
 * not kept either when it only looked a resource up (a picture another part had preloaded
 * already): written from memory on a page without that other part, it would leave the preload out.
 *
 * Kept texts live in the render worker's memory, at most `keptMarkupLimit` characters (about 8 MB
 * of UTF-16); the least recently used go first. With `KEPT_MARKUP_CHECK=1` (the browser journeys)
 * a kept part is rendered anyway and compared with its text, and a difference stops the page:
 * a `by` that misses something its markup depends on is found there, not by a shopper.
 */
export const keptMarkupEdits: ExactEdit[] = [
  // React counts the bytes of every piece a part of the page wrote (when to write a Suspense
  // boundary apart): a kept text's are counted once, when it is kept, not on every page. A text
  // kept no longer (or equal to one that is) is counted as before.
  {
    from: 'function byteLengthOfChunk(chunk) {\n  return "string" === typeof chunk\n    ? Buffer.byteLength(chunk, "utf8")\n',
    to: 'function byteLengthOfChunk(chunk) {\n  return "string" === typeof chunk\n    ? (256 < chunk.length && keptMarkupBytes.get(chunk)) || Buffer.byteLength(chunk, "utf8")\n',
  },
  {
    from: 'function renderElement(request, task, keyPath, type, props, ref) {\n',
    to: `var keptMarkupMark = Symbol.for("haat.keptMarkup"),
  keptMarkupLimit = 4194304,
  keptMarkupCheck = "1" === process.env.KEPT_MARKUP_CHECK,
  keptMarkup = new Map(),
  keptMarkupChars = 0,
  keptMarkupBytes = new Map();
function keptMarkupCount(object) {
  var count = 0;
  for (var name in object) count++;
  return count;
}
function keptMarkupEffects(request, task) {
  var renderState = request.renderState,
    resumableState = request.resumableState,
    preloads = renderState.preloads,
    hoistableState = task.hoistableState,
    headers = renderState.headers;
  return [
    request.allPendingTasks,
    request.pendingRootTasks,
    task.blockedSegment.children.length,
    task.blockedSegment.preambleChildren.length,
    renderState.charsetChunks.length,
    renderState.viewportChunks.length,
    renderState.hoistableChunks.length,
    renderState.preconnects.size,
    renderState.fontPreloads.size,
    renderState.highImagePreloads.size,
    renderState.styles.size,
    renderState.bootstrapScripts.size,
    renderState.scripts.size,
    renderState.bulkPreloads.size,
    preloads.images.size,
    preloads.stylesheets.size,
    preloads.scripts.size,
    preloads.moduleScripts.size,
    null === headers ? 0 : headers.remainingCapacity,
    resumableState.nextFormID,
    resumableState.instructions,
    keptMarkupCount(resumableState.unknownResources),
    keptMarkupCount(resumableState.dnsResources),
    keptMarkupCount(resumableState.connectResources.default) + keptMarkupCount(resumableState.connectResources.anonymous) + keptMarkupCount(resumableState.connectResources.credentials),
    keptMarkupCount(resumableState.imageResources),
    keptMarkupCount(resumableState.styleResources),
    keptMarkupCount(resumableState.scriptResources),
    keptMarkupCount(resumableState.moduleUnknownResources),
    keptMarkupCount(resumableState.moduleScriptResources),
    null === hoistableState ? "" : hoistableState.styles.size + "/" + hoistableState.stylesheets.size + "/" + hoistableState.suspenseyImages
  ].join();
}
function keptMarkupWatchResources(resumableState) {
  var watch = { touched: !1, undo: [] },
    touch = function (method) {
      return function () {
        watch.touched = !0;
        return Reflect[method].apply(null, arguments);
      };
    },
    handler = {
      get: touch("get"),
      has: touch("has"),
      set: touch("set"),
      getOwnPropertyDescriptor: touch("getOwnPropertyDescriptor"),
      defineProperty: touch("defineProperty"),
      deleteProperty: touch("deleteProperty"),
      ownKeys: touch("ownKeys")
    };
  ["unknownResources", "dnsResources", "connectResources", "imageResources", "styleResources", "scriptResources", "moduleUnknownResources", "moduleScriptResources"].forEach(function (name) {
    var original = resumableState[name],
      proxy = new Proxy(original, handler);
    resumableState[name] = proxy;
    watch.undo.push(function () {
      resumableState[name] === proxy && (resumableState[name] = original);
    });
  });
  return watch;
}
function keepMarkup(name, kept) {
  var before = keptMarkup.get(name);
  void 0 !== before && ((keptMarkupChars -= before.text.length), keptMarkupBytes.delete(before.text), keptMarkup.delete(name));
  keptMarkup.set(name, kept);
  256 < kept.text.length && keptMarkupBytes.set(kept.text, Buffer.byteLength(kept.text, "utf8"));
  for (keptMarkupChars += kept.text.length; keptMarkupChars > keptMarkupLimit; ) {
    var oldest = keptMarkup.keys().next().value;
    keptMarkupChars -= keptMarkup.get(oldest).text.length;
    keptMarkupBytes.delete(keptMarkup.get(oldest).text);
    keptMarkup.delete(oldest);
  }
}
function renderKeptMarkup(request, task, keyPath, type, props, ref) {
  var segment = task.blockedSegment,
    formatContext = task.formatContext,
    name =
      props.by + "\\u0000" + request.resumableState.idPrefix + "," + task.treeContext.id + "," + task.treeContext.overflow + "," +
      formatContext.insertionMode + "," + formatContext.tagScope + "," + segment.lastPushedText + "," + segment.textEmbedded,
    kept = keptMarkup.get(name);
  if (void 0 !== kept && !keptMarkupCheck) {
    keptMarkup.delete(name);
    keptMarkup.set(name, kept);
    segment.chunks.push(kept.text);
    segment.lastPushedText = kept.lastPushedText;
    return;
  }
  var chunks = segment.chunks,
    start = chunks.length,
    before = keptMarkupEffects(request, task),
    resources = keptMarkupWatchResources(request.resumableState);
  try {
    renderElementAsInstalled(request, task, keyPath, type, props, ref);
  } finally {
    resources.undo.forEach(function (undo) {
      undo();
    });
  }
  if (task.blockedSegment !== segment || segment.chunks !== chunks) return;
  for (var i = start; i < chunks.length; i++) if ("string" !== typeof chunks[i]) return;
  var text = chunks.slice(start).join("");
  if (void 0 !== kept && kept.text !== text)
    throw Error("Kept markup for " + JSON.stringify(props.by) + " differs from a fresh render of it: its \`by\` misses something the markup depends on (decision 054).");
  if (resources.touched || before !== keptMarkupEffects(request, task)) return;
  var nonce = request.renderState.nonce.script;
  if ("string" === typeof nonce && 0 < nonce.length && -1 !== text.indexOf(nonce)) return;
  keepMarkup(name, { text: text, lastPushedText: segment.lastPushedText });
}
function renderElement(request, task, keyPath, type, props, ref) {
  return "function" === typeof type && type.keptMarkup === keptMarkupMark && "string" === typeof props.by && null !== task.blockedSegment && null == task.formatContext.selectedValue
    ? renderKeptMarkup(request, task, keyPath, type, props, ref)
    : renderElementAsInstalled(request, task, keyPath, type, props, ref);
}
function renderElementAsInstalled(request, task, keyPath, type, props, ref) {
`,
  },
];
