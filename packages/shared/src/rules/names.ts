/** Mobile home titles: the first `max` characters plus '…' when longer (browsing spec §2). */
export function truncateTitle(text: string, max = 40): string {
  // Array.from counts characters, not UTF-16 units, so an emoji is never cut in half.
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}

/**
 * The address form's single Name as the store keeps it, split at the first space:
 * "Asha Devi Verma" → Asha / Devi Verma (accounts spec §3 stores first and last name).
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const gap = trimmed.search(/\s/);
  if (gap < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, gap), lastName: trimmed.slice(gap).trim() };
}

/** First and last name as one, without a stray space when either is empty. */
export function joinName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}
