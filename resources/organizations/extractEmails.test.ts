import { describe, expect, it } from 'vitest';
import { extractEmails } from '@resources/organizations/extractEmails';

describe('invite dialog: addresses extracted from free text', () => {
  it('finds addresses in lines, lists and "Name <address>" forms, each once, lower-cased, in order', () => {
    const pasted = [
      'Ada Lovelace <Ada@Example.com>, grace.hopper@navy.example.org;',
      'linus+kernel@mail.example.net',
      'again: ada@example.com',
    ].join('\n');
    expect(extractEmails(pasted)).toEqual([
      'ada@example.com',
      'grace.hopper@navy.example.org',
      'linus+kernel@mail.example.net',
    ]);
  });

  it('ignores what is not an address yet (while typing)', () => {
    expect(extractEmails('')).toEqual([]);
    expect(extractEmails('ada@')).toEqual([]);
    expect(extractEmails('ada@example')).toEqual([]);
    expect(extractEmails('ada@example.c')).toEqual([]);
    expect(extractEmails('ada@example.co')).toEqual(['ada@example.co']);
    expect(extractEmails('@example.com and a b@c')).toEqual([]);
  });

  it("lists only the addresses the API's rule accepts", () => {
    expect(extractEmails('a%b@example.com, ok@example.com')).toEqual(['ok@example.com']);
  });
});
