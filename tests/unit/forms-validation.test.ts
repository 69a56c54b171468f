import { describe, expect, it } from 'vitest';
import { checkNewPassword, isValidEmail, isValidNewPassword } from '@/forms/validation';

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
