import { describe, expect, it } from 'vitest';
import {
  confirmPasswordProblem, indianStates, isEmail, isIndianState, isSixDigitPincode, isTenDigitMobile, mobileProblem,
  passwordProblems, phoneProblem, pincodeProblem, requiredProblem,
} from './validation.ts';

describe('passwordProblems', () => {
  it('accepts 8 to 16 characters with upper, lower and a digit', () => {
    expect(passwordProblems('Abcdefg1')).toEqual([]);
    expect(passwordProblems('Abcdefghijklmn12')).toEqual([]);
  });

  it('lists every broken rule in the spec order', () => {
    expect(passwordProblems('')).toEqual([
      'Password must be at least 8 characters long.',
      'Password must contain at least one uppercase letter.',
      'Password must contain at least one lowercase letter.',
      'Password must contain at least one number.',
    ]);
    expect(passwordProblems('Abcdef1')).toEqual(['Password must be at least 8 characters long.']);
    expect(passwordProblems('Abcdefghijklmn123')).toEqual(['Password must not exceed 16 characters.']);
    expect(passwordProblems('abcdefg1')).toEqual(['Password must contain at least one uppercase letter.']);
    expect(passwordProblems('ABCDEFG1')).toEqual(['Password must contain at least one lowercase letter.']);
    expect(passwordProblems('Abcdefgh')).toEqual(['Password must contain at least one number.']);
  });

  it('checks confirmation', () => {
    expect(confirmPasswordProblem('Abcdefg1', 'Abcdefg1')).toBeNull();
    expect(confirmPasswordProblem('Abcdefg1', 'abcdefg1')).toBe('Passwords do not match.');
  });
});

describe('numbers', () => {
  it('needs exactly 10 digits for a mobile', () => {
    expect(isTenDigitMobile('9876543210')).toBe(true);
    for (const v of ['987654321', '98765432101', '98765 43210', '+919876543210', '987654321a', '']) {
      expect(isTenDigitMobile(v), v).toBe(false);
    }
    expect(phoneProblem('12345')).toBe('Phone number must be exactly 10 digits.');
    expect(mobileProblem('12345')).toBe('Mobile number must be exactly 10 digits');
    expect(mobileProblem(' 9876543210 ')).toBeNull();
  });

  it('needs exactly 6 digits for a pin code', () => {
    expect(isSixDigitPincode('110001')).toBe(true);
    expect(isSixDigitPincode('11000')).toBe(false);
    expect(isSixDigitPincode('1100011')).toBe(false);
    expect(isSixDigitPincode('11000a')).toBe(false);
    expect(pincodeProblem('560')).toBe('Zip code must be exactly 6 digits');
    expect(pincodeProblem('560001')).toBeNull();
  });
});

describe('isEmail and requiredProblem', () => {
  it('accepts ordinary addresses only', () => {
    expect(isEmail('asha.rao@example.co.in')).toBe(true);
    for (const v of ['asha', 'asha@', '@example.com', 'asha@example', 'a b@example.com', 'a@@example.com', 'a@ex..com']) {
      expect(isEmail(v), v).toBe(false);
    }
  });

  it('requires non-blank input', () => {
    expect(requiredProblem('  ')).toBe('This field is required');
    expect(requiredProblem('x')).toBeNull();
  });
});

describe('indianStates', () => {
  it('has exactly 36 distinct entries', () => {
    expect(indianStates).toHaveLength(36);
    expect(new Set(indianStates).size).toBe(36);
    expect(isIndianState('Tamil Nadu')).toBe(true);
    expect(isIndianState('Orissa')).toBe(false);
    expect(isIndianState('Dadra and Nagar Haveli and Daman and Diu')).toBe(true);
  });
});
