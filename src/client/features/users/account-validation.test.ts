import { describe, expect, it } from 'vitest';
import { userMessages } from '#shared/contracts/users';
import { keepZipDigits, validateProfile, validateRegistration } from './account-validation';

const profile = {
  fname: 'Grace',
  lname: 'Hopper',
  birthday: '1988-06-15',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
};

describe('account validation', () => {
  it('keeps only the first five digits of a zip', () => {
    expect(keepZipDigits(' 8-0a2 0 2 9')).toBe('80202');
    expect(keepZipDigits('abc')).toBe('');
  });

  it('accepts names with spaces, hyphens and apostrophes', () => {
    expect(validateProfile({ ...profile, fname: 'Mary Ann', lname: "O'Neil-Smith" })).toBeNull();
  });

  it('reports only the first failing profile rule, in their set order', () => {
    const allWrong = { ...profile, fname: 'Gr4ce', lname: 'H0pper', city: ' ', zip: '1' };
    expect(validateProfile(allWrong)).toBe(userMessages.allFieldsRequired);
    expect(validateProfile({ ...allWrong, city: 'Denver' })).toBe(userMessages.firstNameLetters);
    expect(validateProfile({ ...allWrong, city: 'Denver', fname: 'Grace' })).toBe(
      userMessages.lastNameLetters,
    );
    expect(validateProfile({ ...allWrong, city: 'Denver', fname: 'Grace', lname: 'Hopper' })).toBe(
      userMessages.zipFiveDigits,
    );
  });

  it('checks a registration against the contract after the field rules', () => {
    const registration = { ...profile, email: 'grace@example.com', password: 'short' };
    expect(validateRegistration({ ...registration, zip: '802' })).toEqual({
      ok: false,
      message: userMessages.zipFiveDigits,
    });
    expect(validateRegistration(registration)).toEqual({
      ok: false,
      message: userMessages.passwordLength,
    });
    expect(validateRegistration({ ...registration, password: 'long-enough' })).toMatchObject({
      ok: true,
      body: { email: 'grace@example.com', state: 'CO' },
    });
  });
});
