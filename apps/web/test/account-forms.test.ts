import { messages } from '@haat/shared/rules';
import { describe, expect, it } from 'vitest';
import { isAccountPath, isCurrent } from '../app/components/account/account-nav.ts';
import { accountBottomNav, accountNav } from '../app/components/account/account-nav-items.ts';
import { editProfileProblems, readEditProfile, type EditProfileValues } from '../app/components/account/edit-profile-form.ts';
import { initialOf, welcomeName } from '../app/components/account/welcome-name.ts';

describe('welcomeName (a name from the local part of the e-mail)', () => {
  it('splits at dots, dashes and underscores and capitalises each word', () => {
    expect(welcomeName('rahul_sharma@example.in')).toBe('Rahul Sharma');
    expect(welcomeName('PRIYA.k-nair@example.in')).toBe('Priya K Nair');
  });

  it('drops a +tag, trailing digits and random-looking words', () => {
    expect(welcomeName('asha.verma92+shop@example.in')).toBe('Asha Verma');
    expect(welcomeName('asha.1a2b3c4d@example.in')).toBe('Asha');
  });

  it('falls back to the local part when no word is left', () => {
    expect(welcomeName('9876543210@example.in')).toBe('9876543210');
    expect(initialOf('asha')).toBe('A');
    expect(initialOf('  ')).toBe('?');
  });
});

const good: EditProfileValues = {
  firstname: 'Asha', lastname: 'Verma', email: 'asha@example.in',
  oldPassword: 'Secret123', newPassword: 'Better456', confirmPassword: 'Better456',
};

describe('editProfileProblems (accounts spec §5, §8)', () => {
  it('passes a complete form', () => {
    expect(editProfileProblems(good)).toEqual({});
  });

  it('requires every field', () => {
    const blank = { firstname: ' ', lastname: '', email: '', oldPassword: '', newPassword: '', confirmPassword: '' };
    const errors = editProfileProblems(blank);
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'email', 'firstname', 'lastname', 'newPassword', 'oldPassword']);
    expect(new Set(Object.values(errors))).toEqual(new Set([messages.fieldRequired]));
  });

  it('says the spec text when new and confirm differ', () => {
    expect(editProfileProblems({ ...good, confirmPassword: 'Better457' })).toEqual({ confirmPassword: 'New password and confirm password do not match.' });
  });

  it('holds the new password to the registration rules, and checks the e-mail', () => {
    expect(editProfileProblems({ ...good, newPassword: 'short1A', confirmPassword: 'short1A' }).newPassword).toBe(messages.passwordTooShort);
    expect(editProfileProblems({ ...good, newPassword: 'nouppercase1', confirmPassword: 'nouppercase1' }).newPassword).toBe(messages.passwordNeedsUppercase);
    expect(editProfileProblems({ ...good, email: 'asha@' }).email).toBe(messages.emailInvalid);
  });

  it('reads the posted form, trimming names but not passwords', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...good, firstname: ' Asha ', oldPassword: ' Secret123' })) form.set(name, value);
    expect(readEditProfile(form)).toEqual({ ...good, oldPassword: ' Secret123' });
  });
});

describe('account navigation', () => {
  it('lists the spec\'s items in order', () => {
    expect(accountNav.map((i) => i.label('en'))).toEqual(['Overview', 'My Orders', 'Wishlist', 'Account Settings', 'Saved Addresses', 'Help Center', 'Logout']);
    expect(accountBottomNav.map((i) => i.label('en'))).toEqual(['Home', 'Orders', 'Wishlist', 'Account']);
  });

  it('marks the current item, case-insensitively', () => {
    const overview = accountNav[0]!;
    expect(isCurrent(overview, '/UserProfile')).toBe(true);
    expect(isCurrent(overview, '/overview/')).toBe(true);
    expect(isCurrent(overview, '/account-settings')).toBe(false);
    expect(isAccountPath('/Account-Settings')).toBe(true);
    expect(isAccountPath('/wishlist')).toBe(false);
  });
});
