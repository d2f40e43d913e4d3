import type { ExactEdit } from './exact-edits.ts';

/**
 * The loader data a page hands to the browser, kept as text (decision 056). React Router encodes
 * the page's loader data with turbo-stream for every page and writes it into a script through a
 * Suspense boundary that waits for the encoding. Most of that data is the same from page to page:
 * the store's shell and the answers pages share are frozen and marked (app/lib/read-only.ts). The
 * server build names the data by its content, with a marked object standing for itself, and keeps
 * the text made for each name:
 *
 * - `encodeViaTurboStream` looks the name up first, and a kept text is the stream;
 * - turbo-stream's `encode` says when its first line is the whole text (nothing was left to
 *   wait for), and that text is kept under the name;
 * - `<StreamTransfer>` writes a kept text at once instead of reading the stream and waiting.
 *
 * The page is byte for byte what React Router writes (the same text, in the same Suspense
 * boundaries). Data with anything but plain values (a promise, a date, an error, a redirect) has
 * no name and is encoded as before. Names and texts are bounded; the least recently used go first.
 * With `KEPT_MARKUP_CHECK=1` (the browser journeys, decision 054's check) every page's data is
 * encoded anyway, and a page whose fresh text differs from the kept one fails.
 */
export const keptHandoffEdits: Record<string, ExactEdit[]> = {
  'vendor/turbo-stream-v2/turbo-stream.js': [
    {
      from: '\t\t\tcontroller.enqueue(textEncoder.encode(`[${encoder.stringified.join(",")}]\\n`));\n\t\t\tlastSentIndex = encoder.stringified.length - 1;\n',
      to: '\t\t\tconst line = `[${encoder.stringified.join(",")}]\\n`;\n\t\t\tcontroller.enqueue(textEncoder.encode(line));\n\t\t\tlastSentIndex = encoder.stringified.length - 1;\n'
        + '\t\t\t// Added by the storefront\'s build (decision 056): the first line is the whole text when nothing is left to wait for.\n'
        + '\t\t\tif (Object.keys(encoder.deferred).length === 0) options?.onWholeText?.(line);\n',
    },
  ],
  'server-runtime/single-fetch.js': [
    {
      from: 'function encodeViaTurboStream(data, requestSignal, streamTimeout, serverMode) {\n\tlet controller = new AbortController();',
      to: 'function encodeViaTurboStream(data, requestSignal, streamTimeout, serverMode) {\n'
        + '\tlet handoffName = keptHandoffName(data);\n'
        + '\tlet kept = handoffName === void 0 ? void 0 : keptHandoff(handoffName);\n'
        + '\tif (kept !== void 0 && !keptHandoffCheck) return keptHandoffStream(kept);\n'
        + '\tlet controller = new AbortController();',
    },
    {
      from: '\t\tsignal: controller.signal,\n\t\tonComplete: cleanupCallbacks,\n',
      to: '\t\tsignal: controller.signal,\n\t\tonComplete: cleanupCallbacks,\n\t\tonWholeText: handoffName === void 0 ? void 0 : kept === void 0 ? (text) => keepHandoff(handoffName, text) : (text) => checkHandoff(handoffName, kept, text),\n',
    },
    {
      from: '\n//#endregion\nexport { SERVER_NO_BODY_STATUS_CODES,',
      to: `
// Added by the storefront's build (vite/react-router-kept-handoff.ts, decision 056).
var readOnlyMarks = globalThis[Symbol.for("haat.readOnly")] ??= new WeakSet();
var keptHandoffCheck = "1" === process.env.KEPT_MARKUP_CHECK;
var handoffs = new Map();
var handoffChars = 0;
var handoffCharLimit = 4e6;
var objectTokens = new WeakMap();
var textTokens = new Map();
var textTokenChars = 0;
var lastToken = 0;
function keptHandoff(name) {
	let kept = handoffs.get(name);
	if (kept !== void 0) {
		handoffs.delete(name);
		handoffs.set(name, kept);
	}
	return kept;
}
function keepHandoff(name, text) {
	if (handoffs.has(name)) return;
	handoffs.set(name, { text, chars: name.length + text.length, bytes: void 0, script: void 0 });
	handoffChars += name.length + text.length;
	for (let [oldest, kept] of handoffs) {
		if (handoffChars <= handoffCharLimit) break;
		handoffs.delete(oldest);
		handoffChars -= kept.chars;
	}
}
function checkHandoff(name, kept, text) {
	if (text === kept.text) return;
	let error = new Error(\`Kept loader data for \${name.slice(0, 200)} differs from what React Router writes (decision 056):\\nkept:  \${kept.text.slice(0, 400)}\\nfresh: \${text.slice(0, 400)}\`);
	console.error(error);
	throw error;
}
function keptHandoffStream(kept) {
	kept.bytes ??= new TextEncoder().encode(kept.text);
	let stream = new ReadableStream({ pull(controller) {
		controller.enqueue(kept.bytes.slice());
		controller.close();
	} }, { highWaterMark: 0 });
	stream.keptHandoff = kept;
	return stream;
}
function tokenOfText(text) {
	let token = textTokens.get(text);
	if (token === void 0) {
		if (textTokens.size >= 2e4 || textTokenChars + text.length > 2e6) {
			textTokens.clear();
			textTokenChars = 0;
		}
		textTokens.set(text, token = (++lastToken).toString(36));
		textTokenChars += text.length;
	}
	return token;
}
function keptHandoffName(data) {
	let parts = [];
	return nameInto(data, parts, new Map()) ? parts.join("") : void 0;
}
function nameInto(value, parts, seen) {
	switch (typeof value) {
		case "string":
			if (value.length <= 32) parts.push(JSON.stringify(value));
			else parts.push("s", tokenOfText(value), ";");
			return true;
		case "number":
			if (!Number.isFinite(value) || Object.is(value, -0)) return false;
			parts.push("d", String(value), ";");
			return true;
		case "boolean":
			parts.push(value ? "t" : "f");
			return true;
		case "undefined":
			parts.push("u");
			return true;
		case "object": {
			if (value === null) {
				parts.push("n");
				return true;
			}
			if (readOnlyMarks.has(value)) {
				let token = objectTokens.get(value);
				if (token === void 0) objectTokens.set(value, token = (++lastToken).toString(36));
				parts.push("o", token, ";");
				return true;
			}
			let visit = seen.get(value);
			if (visit !== void 0) {
				parts.push("^", String(visit), ";");
				return true;
			}
			seen.set(value, seen.size);
			if (Array.isArray(value)) {
				parts.push("[");
				for (let i = 0; i < value.length; i++) if (!(i in value) || !nameInto(value[i], parts, seen)) return false;
				parts.push("]");
				return true;
			}
			if (Object.getPrototypeOf(value) !== Object.prototype || SingleFetchRedirectSymbol in value) return false;
			parts.push("{");
			for (let key of Object.keys(value)) if (!nameInto(key, parts, seen) || !nameInto(value[key], parts, seen)) return false;
			parts.push("}");
			return true;
		}
		default: return false;
	}
}
//#endregion
export { SERVER_NO_BODY_STATUS_CODES,`,
    },
  ],
  'dom/ssr/single-fetch.js': [
    {
      from: '\tlet { streamCache } = context.renderMeta;\n\tlet promise = streamCache[identifier];\n',
      to: '\tlet { streamCache } = context.renderMeta;\n'
        + '\t// Added by the storefront\'s build (vite/react-router-kept-handoff.ts, decision 056): a kept text is written at once.\n'
        + '\tlet kept = identifier === 0 && streamCache[0] === void 0 ? context.serverHandoffStream?.keptHandoff : void 0;\n'
        + '\tif (kept !== void 0) {\n'
        + '\t\tkept.script ??= `window.__reactRouterContext.streamController.enqueue(${escapeHtml(JSON.stringify(kept.text))});`;\n'
        + '\t\tstreamCache[0] = { result: { done: false, value: kept.text }, script: kept.script };\n'
        + '\t\tstreamCache[1] = { result: { done: true, value: "" } };\n'
        + '\t}\n'
        + '\tlet promise = streamCache[identifier];\n',
    },
    {
      from: '__html: `window.__reactRouterContext.streamController.enqueue(${escapeHtml(JSON.stringify(value))});`',
      to: '__html: promise.script ?? `window.__reactRouterContext.streamController.enqueue(${escapeHtml(JSON.stringify(value))});`',
    },
  ],
};
