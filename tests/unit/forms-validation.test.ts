import { describe, expect, it } from 'vitest';
import { checkNewPassword, isValidEmail, isValidNewPassword } from '@/forms/validation';
import { credentials } from '@contract/schemas/credentials';

describe('e-mail', () => {
  it.each(['user@example.com', 'first.last+tag@sub.example.org', ' user@example.com '])('accepts %s', (e) =>
    expect(isValidEmail(e)).toBe(true),
  );
  it.each(['', 'user', 'user@', '@example.com', 'user@example', 'us er@example.com', 'a@b@c.com'])('refuses %s', (e) =>
    expect(isValidEmail(e)).toBe(false),
  );
});

describe('new password rules', () => {
  const entered = (password: string, passwordConfirmation: string) => ({ password, passwordConfirmation });

  it('reports each rule separately', () => {
    expect(checkNewPassword(entered('', ''))).toEqual({ length: false, digit: false, letter: false, match: false });
    expect(checkNewPassword(entered('abcdefgh', 'abcdefgh'))).toEqual({
      length: true,
      digit: false,
      letter: true,
      match: true,
    });
    expect(checkNewPassword(entered('12345678', '1234567'))).toEqual({
      length: true,
      digit: true,
      letter: false,
      match: false,
    });
    expect(checkNewPassword(entered('abc1', 'abc1'))).toEqual({
      length: false,
      digit: true,
      letter: true,
      match: true,
    });
  });
  it('holds only when all four hold', () => {
    expect(isValidNewPassword(entered('secret12', 'secret12'))).toBe(true);
    expect(isValidNewPassword(entered('secret12', 'secret13'))).toBe(false);
    expect(isValidNewPassword(entered('secretab', 'secretab'))).toBe(false);
  });
});

/**
 * The badges and the API's schema read a password with one rule (spec 1 section 5: "at least 8
 * characters, at least 1 digit, at least 1 letter"): for each password, the badges' three rules hold
 * together exactly when the schema accepts it (within the bytes the platform hashes), and the badge that
 * fails names the schema's message.
 */
describe("the badges and the API's schema share the password rule", () => {
  const passwords = [
    'secret12',
    'pässwört1',
    'пароль123',
    'パスワード12345',
    'ΣΣΣΣΣΣΣ7',
    'ééééééé1',
    '12345678',
    '1234567é',
    'abcdefgh',
    'abc1',
    '!!!!!!!1',
    '__--__--9',
    '١٢٣٤٥٦٧٨',
    '١٢٣٤٥٦٧a',
  ];
  const messages = {
    length: 'The password needs at least 8 characters.',
    digit: 'The password needs at least 1 digit.',
    letter: 'The password needs at least 1 letter.',
  } as const;
  it.each(passwords)('%s', (password) => {
    const badges = checkNewPassword({ password, passwordConfirmation: password });
    const refused = credentials.password.safeParse(password).error?.issues.map((i) => i.message) ?? [];
    expect(refused).toEqual(
      (['length', 'digit', 'letter'] as const).filter((rule) => !badges[rule]).map((rule) => messages[rule]),
    );
  });
  it('a letter is any alphabet\'s, as the spec says "1 letter"', () => {
    expect(credentials.password.safeParse('пароль123').success).toBe(true);
    expect(checkNewPassword({ password: 'пароль123', passwordConfirmation: '' }).letter).toBe(true);
  });
});
