import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addressSaveError,
  addressUpdateError,
  messages,
  onlyLeftMessage,
  pinCodeMessages,
  productDroppedMessage,
  sizeNotOfferedMessage,
} from '@haat/shared/rules';
import * as e from '../app/i18n/m/errors.ts';
import { errorText, type ErrorMessage } from '../app/i18n/error-text.ts';

// The `errors` messages are the web's Hindi for the English the server and packages/shared send
// (decision 045). Their English must equal messages.ts word for word, or errorText would stop
// finding them and a Hindi page would quietly show English.

const catalogue = (locale: string): Record<string, string> => {
  const { $schema: _schema, ...rest } = JSON.parse(readFileSync(join(import.meta.dirname, `../app/i18n/messages/errors/${locale}.json`), 'utf8'));
  return rest;
};
const snake = (key: string) => `errors_${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
const call = (message: ErrorMessage, inputs: Record<string, unknown>, locale: 'en' | 'hi') =>
  (message as unknown as (i: Record<string, unknown>, o: { locale: string }) => string)(inputs, { locale });

/** messages.ts's functions and the server's other words, each with sample variables, beside the message that says the same. */
const made: [key: string, inputs: Record<string, unknown>, english: string][] = [
  ['errors_address_save_error', { message: 'Pincode is invalid' }, addressSaveError('Pincode is invalid')],
  ['errors_address_update_error', { message: 'Pincode is invalid' }, addressUpdateError('Pincode is invalid')],
  ['errors_product_dropped_message', { name: 'Cotton Kurta' }, productDroppedMessage('Cotton Kurta')],
  ['errors_product_dropped_message_unnamed', {}, productDroppedMessage(null)],
  ['errors_only_left_message', { stock: 2, name: 'Cotton Kurta', size: 'M' }, onlyLeftMessage('Cotton Kurta', 'M', 2)],
  ['errors_only_left_message_out_of_stock', { name: 'Cotton Kurta', size: 'M' }, onlyLeftMessage('Cotton Kurta', 'M', 0)],
  ['errors_size_not_offered_message', { name: 'Cotton Kurta', size: 'XXL' }, sizeNotOfferedMessage('Cotton Kurta', 'XXL')],
  ['errors_pin_malformed', {}, pinCodeMessages.malformed],
  ['errors_pin_unknown', { pin: '999999' }, pinCodeMessages.unknown('999999')],
  // The server's own words when it sends a code (apps/server/src/http/verification.ts and cod-confirmation.ts).
  ['errors_code_sent', { target: 'a***@example.in', count: 6 }, 'If an account uses a***@example.in, we have sent it a 6-digit code.'],
  ['errors_code_wait', { seconds: 1 }, 'Please wait 1 second before asking for a new code.'],
  ['errors_code_wait', { seconds: 30 }, 'Please wait 30 seconds before asking for a new code.'],
];
/** In messages.ts but never shown: the server's words for a refused token, only compared against. */
const notShown = new Set(['authorizationDenied']);

describe('the errors messages', () => {
  const en = catalogue('en');
  const compiled = e as unknown as Record<string, ErrorMessage>;

  it('say in English exactly what messages.ts says', () => {
    for (const [key, text] of Object.entries(messages)) {
      if (notShown.has(key)) continue;
      const message = compiled[snake(key)];
      expect(message, snake(key)).toBeTypeOf('function');
      expect(call(message!, {}, 'en'), key).toBe(text);
    }
    for (const [key, inputs, english] of made) expect(call(compiled[key]!, inputs, 'en'), key).toBe(english);
  });

  it('hold no message that messages.ts does not have', () => {
    const known = new Set([...Object.keys(messages).map(snake), ...made.map(([key]) => key)]);
    expect(Object.keys(en).filter((key) => !known.has(key))).toEqual([]);
  });

  it('are Hindi on a Hindi page', () => {
    for (const key of Object.keys(en)) expect(call(compiled[key]!, { message: 'x', name: 'x', size: 'M', stock: 2 }, 'hi'), key).toMatch(/[\u0900-\u097F]/);
  });
});

describe('errorText', () => {
  it('gives the Hindi of the listed message whose English the text is', () => {
    expect(errorText(messages.selectSize, 'hi', e.errors_cart_full, e.errors_select_size)).toBe('आगे बढ़ने से पहले कृपया साइज़ चुनें!');
    expect(errorText(` ${messages.cartFull}\n`, 'hi', e.errors_cart_full)).toBe(call(e.errors_cart_full, {}, 'hi'));
  });

  it('reads the variables back out of the English', () => {
    expect(errorText(onlyLeftMessage('Cotton "Kurta"', 'XL', 3), 'hi', e.errors_only_left_message_out_of_stock, e.errors_only_left_message))
      .toBe('साइज़ XL में "Cotton "Kurta"" के सिर्फ़ 3 बचे हैं।');
    // One left agrees with its number in Hindi.
    expect(errorText(onlyLeftMessage('Kurta', 'XL', 1), 'hi', e.errors_only_left_message)).toBe('साइज़ XL में "Kurta" का सिर्फ़ 1 बचा है।');
    expect(errorText(onlyLeftMessage('Kurta', 'XL', 0), 'hi', e.errors_only_left_message, e.errors_only_left_message_out_of_stock))
      .toBe('साइज़ XL में "Kurta" आउट ऑफ़ स्टॉक है।');
  });

  it('maps the server text inside ours through the same list', () => {
    expect(errorText(addressSaveError(messages.stateNotListed), 'hi', e.errors_address_save_error, e.errors_state_not_listed))
      .toBe('पता सेव करने में गड़बड़ी: कृपया लिस्ट में से राज्य चुनें।');
    expect(errorText(addressSaveError('Pincode is invalid'), 'hi', e.errors_address_save_error)).toBe('पता सेव करने में गड़बड़ी: Pincode is invalid');
  });

  it('keeps a text it does not know, and every text on an English page, as it is', () => {
    expect(errorText('Server is down for maintenance.', 'hi', e.errors_select_size, e.errors_only_left_message)).toBe('Server is down for maintenance.');
    expect(errorText(messages.cartFull, 'hi', e.errors_select_size)).toBe(messages.cartFull);
    expect(errorText(messages.selectSize, 'en', e.errors_select_size)).toBe(messages.selectSize);
    expect(errorText('', 'hi', e.errors_select_size)).toBe('');
  });
});

describe('the messages a page recognises in English', () => {
  // The Hindi browser build keeps the English of the errors messages only (decision 047): a message
  // of another domain given to errorText would never match there, and the page would show English.
  const app = join(import.meta.dirname, '../app');
  const sources = readdirSync(app, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('paraglide'))
    .map((file) => ({ file, code: readFileSync(join(app, file), 'utf8') }));

  /** The text of each call's arguments, and of each list of messages handed on to notesText. */
  function candidateLists(code: string): string[] {
    const lists: string[] = [];
    for (const start of code.matchAll(/\berrorText\(|\bconst said = \[/g)) {
      let depth = 1;
      let end = start.index + start[0].length;
      while (depth > 0 && end < code.length) {
        if ('([{'.includes(code[end]!)) depth += 1;
        if (')]}'.includes(code[end]!)) depth -= 1;
        end += 1;
      }
      lists.push(code.slice(start.index + start[0].length, end));
    }
    return lists;
  }

  it('are all errors messages', () => {
    const others = sources.flatMap(({ file, code }) =>
      candidateLists(code).flatMap((list) => [...list.matchAll(/\b([a-zA-Z]+)\.([a-z]+_[a-z0-9_]+)\b/g)]
        .filter(([, domain, key]) => !(domain === 'e' && key!.startsWith('errors_')))
        .map(([reference]) => `${file}: ${reference}`)));
    expect(others).toEqual([]);
    expect(sources.some(({ code }) => candidateLists(code).length > 0)).toBe(true);
  });
});
