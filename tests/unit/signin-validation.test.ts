import { describe, expect, it } from 'vitest';
import { canLogin, isCompleteCode, normalizeCode } from '@/signin/validation';

describe('login button rule', () => {
  it('needs a valid e-mail and a password of at least 8 characters', () => {
    expect(canLogin('user@example.com', 'user1234')).toBe(true);
    expect(canLogin('user@example.com', 'user123')).toBe(false);
    expect(canLogin('user@example.com', '')).toBe(false);
    expect(canLogin('user@example', 'user1234')).toBe(false);
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
