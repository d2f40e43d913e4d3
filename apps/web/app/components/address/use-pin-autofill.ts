import { useRef, useState } from 'react';
import type { PincodePlace } from '@haat/shared/api';
import { browserStoreApi } from '../../lib/browser-store-api.ts';

export type PinAnswer = { pin: string; place: PincodePlace } | { pin: string; problem: string };

/** The server's refusal of a PIN (400 malformed, 404 unknown); null for a failure of the network or the server, which the save checks again. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof Error) || !('status' in error)) return null;
  return error.status === 400 || error.status === 404 ? error.message : null;
}

/**
 * Asks the Store API where a PIN code lies once all six digits are typed (issue 18): the form
 * fills City / District and State from the answer, or shows its message under Zip Code. The
 * client is loaded on the first look-up, so the form's first paint carries none of it; an
 * answer for a PIN the shopper has since changed is dropped.
 */
export function usePinAutofill(onAnswer: (answer: PinAnswer) => void) {
  const latest = useRef('');
  const [found, setFound] = useState<PincodePlace | null>(null);

  function pinTyped(pin: string) {
    latest.current = pin;
    setFound(null);
    if (!/^[0-9]{6}$/.test(pin)) return;
    browserStoreApi()
      .then((api) => api.getPincodeDetails(pin))
      .then(
        (place): PinAnswer => ({ pin, place }),
        (error: unknown): PinAnswer | null => {
          const problem = refusalOf(error);
          return problem === null ? null : { pin, problem };
        },
      )
      .then((answer) => {
        if (!answer || latest.current !== answer.pin) return;
        if ('place' in answer) setFound(answer.place);
        onAnswer(answer);
      });
  }

  return { pinTyped, found };
}
