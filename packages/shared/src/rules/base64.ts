// Browser-and-server base64 of UTF-8 text without Buffer: TextEncoder/TextDecoder plus btoa/atob,
// all of which exist in browsers and in Node ≥ 16.

/** UTF-8 text to standard base64. */
export function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // Chunked so a long cookie never exceeds the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Base64 (standard or URL-safe, padding optional) to UTF-8 text; null when it is not valid. */
export function base64ToUtf8(value: string): string | null {
  const normal = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normal)) return null;
  try {
    const binary = atob(normal);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // atob rejects bad lengths; the fatal decoder rejects bytes that are not UTF-8.
    return null;
  }
}

/** UTF-8 size of a text in bytes (what cookie limits count). */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}
