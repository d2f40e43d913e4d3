import { describe, expect, it } from 'vitest';
import { base64ToUtf8, utf8Bytes, utf8ToBase64 } from './base64.ts';

describe('base64 of UTF-8', () => {
  it('matches standard base64', () => {
    expect(utf8ToBase64('[1,2]')).toBe('WzEsMl0=');
    expect(utf8ToBase64('')).toBe('');
    expect(utf8ToBase64('₹')).toBe('4oK5');
  });

  it('round-trips non-ASCII text, long text included', () => {
    for (const text of ['लाल', 'Rani Pink – ₹499', '😀', 'x'.repeat(100_000)]) {
      expect(base64ToUtf8(utf8ToBase64(text))).toBe(text);
    }
  });

  it('reads URL-safe and unpadded forms', () => {
    expect(base64ToUtf8('WzEsMl0')).toBe('[1,2]');
    expect(base64ToUtf8(utf8ToBase64('??>>').replace(/\+/g, '-').replace(/\//g, '_'))).toBe('??>>');
  });

  it('returns null for text that is not base64 or not UTF-8', () => {
    expect(base64ToUtf8('%%%')).toBeNull();
    expect(base64ToUtf8('abcde')).toBeNull();
    expect(base64ToUtf8(btoa('\u00ff\u00fe'))).toBeNull();
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('₹')).toBe(3);
    expect(utf8Bytes('😀')).toBe(4);
  });
});
