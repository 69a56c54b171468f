import { describe, expect, it } from 'vitest';
import {
  canLogin,
  checkNewPassword,
  isCompleteCode,
  isValidEmail,
  isValidNewPassword,
  normalizeCode,
} from '@/signin/validation';

describe('e-mail', () => {
  it.each(['user@example.com', 'first.last+tag@sub.example.org', ' user@example.com '])('accepts %s', (e) =>
    expect(isValidEmail(e)).toBe(true),
  );
  it.each(['', 'user', 'user@', '@example.com', 'user@example', 'us er@example.com', 'a@b@c.com'])(
    'refuses %s',
    (e) => expect(isValidEmail(e)).toBe(false),
  );
});

describe('login button rule', () => {
  it('needs a valid e-mail and a password of at least 8 characters', () => {
    expect(canLogin('user@example.com', 'user1234')).toBe(true);
    expect(canLogin('user@example.com', 'user123')).toBe(false);
    expect(canLogin('user@example.com', '')).toBe(false);
    expect(canLogin('user@example', 'user1234')).toBe(false);
  });
});

describe('new password rules', () => {
  it('reports each rule separately', () => {
    expect(checkNewPassword('', '')).toEqual({ length: false, digit: false, letter: false, match: false });
    expect(checkNewPassword('abcdefgh', 'abcdefgh')).toEqual({ length: true, digit: false, letter: true, match: true });
    expect(checkNewPassword('12345678', '1234567')).toEqual({ length: true, digit: true, letter: false, match: false });
    expect(checkNewPassword('abc1', 'abc1')).toEqual({ length: false, digit: true, letter: true, match: true });
  });
  it('holds only when all four hold', () => {
    expect(isValidNewPassword('secret12', 'secret12')).toBe(true);
    expect(isValidNewPassword('secret12', 'secret13')).toBe(false);
    expect(isValidNewPassword('secretab', 'secretab')).toBe(false);
  });
});

describe('one-time code', () => {
  it('keeps six digits of what was typed or pasted', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('1234567')).toBe('123456');
    expect(normalizeCode('ab1')).toBe('1');
  });
  it('is complete at exactly six characters', () => {
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('123456')).toBe(true);
  });
});
