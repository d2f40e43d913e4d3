import sanitizeHtml from 'sanitize-html';

/**
 * What a product description may hold: paragraphs, emphasis, lists, headings, quotes and plain
 * links. Everything else (scripts, styles, images, frames, event handlers, classes) is dropped,
 * its text kept; a link gets `rel="noopener nofollow ugc"` so a reseller's link passes no rank
 * and no window handle.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow ugc' }) },
};

/** Rich-text HTML reduced to the description's allow-list; run when stored and again when served. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options).trim();
}
