import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { isVerificationCode, verificationCodeLength } from './verification-code.ts';

describe('verification codes', () => {
  it('are 6 ASCII digits, as the sign-up card has 6 boxes', () => {
    expect(verificationCodeLength).toBe(6);
    expect(isVerificationCode('012345')).toBe(true);
    for (const code of ['12345', '1234567', '12a456', ' 12345', '１２３４５６', '']) expect(isVerificationCode(code)).toBe(false);
  });

  it('are asked for in full with the same number of digits', () => {
    expect(messages.codeIncomplete).toBe('Please enter all 6 digits of the code.');
  });
});
