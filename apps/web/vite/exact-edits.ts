/**
 * An exact replacement in a dependency's file, made by a build plugin (decisions 049, 053). Each
 * must match exactly once: a release of the dependency that moves the code stops the build
 * instead of shipping a half-edited file.
 */
export interface ExactEdit {
  /** The exact text, or a pattern that must match once. */
  from: string | RegExp;
  to: string;
}

/** How many times `from` is in `code`. */
function occurrences(code: string, from: string | RegExp): number {
  return typeof from === 'string' ? code.split(from).length - 1 : (code.match(new RegExp(from.source, 'g')) ?? []).length;
}

/** `code` with each edit made in turn; throws, naming `what` and `see`, when one does not match exactly once. */
export function applyExactEdits(code: string, edits: ExactEdit[], what: string, see: string): string {
  let out = code;
  for (const edit of edits) {
    const found = occurrences(out, edit.from);
    if (found !== 1) throw new Error(`${what}: expected "${String(edit.from).slice(0, 70)}…" once, found it ${found} times. ${see}`);
    out = out.replace(edit.from, () => edit.to);
  }
  return out;
}
