import { verificationCodeLength } from '@haat/shared/rules';
import * as m from '../../i18n/m/auth.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';

interface CodeBoxesProps {
  /** Every box posts under this name; the action joins them in order. */
  name: string;
  /** Id of the visible text that names the group. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Put the cursor in the first box when the boxes appear. */
  focusFirst?: boolean;
  /** The last empty box was just filled (typed or pasted): the card submits. */
  onComplete(): void;
}

const onlyDigits = /^[0-9]+$/;

/**
 * Six single-digit boxes (accounts spec §5): a digit moves to the next box, anything else is
 * cleared, Backspace on an empty box goes back, arrows move, and pasting (or the phone's
 * one-time-code autofill) spreads the digits over the boxes. Remount it (key) to start afresh.
 */
export function CodeBoxes({ name, labelledBy, describedBy, invalid, disabled, focusFirst, onComplete }: CodeBoxesProps) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: verificationCodeLength }, () => ''));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const justCompleted = useRef(false);
  const complete = useEffectEvent(onComplete);
  const locale = useLocale();

  useEffect(() => {
    // When the boxes appear (a fresh set comes with each attempt).
    if (focusFirst) boxes.current[0]?.focus();
  }, [focusFirst]);

  // Submit once the boxes show the full code, so the form posts what the shopper sees.
  useEffect(() => {
    if (!justCompleted.current) return;
    justCompleted.current = false;
    if (digits.every((d) => d !== '')) complete();
  }, [digits]);

  function focusBox(index: number) {
    const box = boxes.current[Math.max(0, Math.min(verificationCodeLength - 1, index))];
    box?.focus();
    box?.select();
  }

  function place(start: number, incoming: string) {
    const next = [...digits];
    let index = start;
    for (const digit of incoming) {
      if (index >= verificationCodeLength) break;
      next[index] = digit;
      index += 1;
    }
    const wasComplete = digits.every((d) => d !== '');
    setDigits(next);
    focusBox(index);
    if (!wasComplete && next.every((d) => d !== '')) justCompleted.current = true;
  }

  function onChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const old = digits[index] ?? '';
    if (raw === '' || !onlyDigits.test(raw)) {
      setDigits(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    if (raw.length === 1) return place(index, raw);
    // Typed into a filled box without selecting it first: keep the new digit, not the old one.
    if (raw.length === 2 && old !== '') return place(index, raw.startsWith(old) ? raw.slice(1) : raw.slice(0, 1));
    // Several digits at once (autofill): a whole code fills from the first box.
    place(raw.length >= verificationCodeLength ? 0 : index, raw.slice(0, verificationCodeLength));
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/[^0-9]/g, '');
    if (pasted === '') return;
    place(pasted.length >= verificationCodeLength ? 0 : index, pasted.slice(0, verificationCodeLength));
  }

  // The same digit typed over itself changes nothing, so no change event comes: move on here.
  function onInput(index: number, event: FormEvent<HTMLInputElement>) {
    const { value } = event.currentTarget;
    if (value !== '' && value === digits[index]) place(index, value);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (/^[0-9]$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A typed digit always replaces the box's digit and moves on, whatever the cursor position.
      event.preventDefault();
      place(index, event.key);
    } else if (event.key === 'Backspace' && (digits[index] ?? '') === '') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="grid grid-cols-6 gap-2 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder; the index is their identity.
          // oxlint-disable-next-line react/no-array-index-key
          key={index}
          ref={(element) => { boxes.current[index] = element; }}
          name={name}
          value={digit}
          onChange={(event) => onChange(index, event)}
          onInput={(event) => onInput(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
          type="text"
          inputMode="numeric"
          pattern="[0-9]"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          disabled={disabled}
          required
          aria-label={m.auth_code_digit({ index: index + 1, count: verificationCodeLength }, { locale })}
          aria-invalid={invalid || undefined}
          className="aspect-[5/6] w-full min-w-0 rounded-xl border border-gray-300 bg-white text-center text-2xl font-bold text-gray-900 shadow-xs caret-primary transition hover:border-gray-400 focus:border-primary focus:ring-4 focus:ring-primary/15 focus:outline-hidden! disabled:bg-gray-50 disabled:text-gray-400 aria-invalid:border-red-500 md:text-3xl"
        />
      ))}
    </div>
  );
}
