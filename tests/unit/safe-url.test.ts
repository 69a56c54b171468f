import { describe, expect, it } from 'vitest';
import { safeHttpUrl, safeImageUrl } from '@contract/safeUrl';

describe('safe URLs', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/x',
    '/\\evil.example/x',
    'https:/\\evil.example',
    'vbscript:x',
    'https://',
    ' javascript:x',
    'javascript:https://evil.example',
    'https://evil.example/a b',
    '//evil.example/unity/uploads/a.png',
    '',
    '   ',
    undefined,
    null,
  ])('refuses %j', (url) => {
    expect(safeHttpUrl(url)).toBeUndefined();
    expect(safeImageUrl(url)).toBeUndefined();
  });

  it('keeps http(s) addresses, and uploads as images only', () => {
    expect(safeHttpUrl('https://crm.example.com/a?b#c')).toBe('https://crm.example.com/a?b#c');
    expect(safeHttpUrl('http://portal.example.com')).toBe('http://portal.example.com');
    expect(safeImageUrl('/unity/uploads/abc_123.png')).toBe('/unity/uploads/abc_123.png');
    expect(safeHttpUrl('/unity/uploads/abc_123.png')).toBeUndefined();
    expect(safeImageUrl('/unity/uploads/../secret')).toBeUndefined();
    expect(safeImageUrl('/evil/unity/uploads/a.png')).toBeUndefined();
    expect(safeImageUrl('/unity/uploads/a.png/../../users')).toBeUndefined();
    // Uploads are named with their extension by the API.
    expect(safeImageUrl('/unity/uploads/abc_123')).toBeUndefined();
  });

  it('gives an address without the spaces around it', () => {
    expect(safeHttpUrl('  https://crm.example.com/a \n')).toBe('https://crm.example.com/a');
    expect(safeImageUrl(' https://cdn.example.com/i.png ')).toBe('https://cdn.example.com/i.png');
  });
});
