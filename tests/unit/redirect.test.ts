import { describe, expect, it } from 'vitest';
import { asHttps, hostOf, isAllowedRedirect, isConsolePath, isExternal, safeRedirect } from '@/signin/redirect';

const rules = { allowedHosts: ['apps.example.com', 'Portal.Example.org:8443'], origin: 'http://console.local' };

describe('post sign-in redirect allow-list', () => {
  it.each(['/users', '/apps?x=1', '/joinOrganization?token=abc&email=a%40b.c', '/'])(
    'follows the console path %s',
    (target) => expect(safeRedirect(target, rules)).toBe(target),
  );

  it.each([
    '//evil.example.com/phish',
    '/\\evil.example.com',
    'https://evil.example.com/',
    'http://apps.example.com.evil.com/',
    'https://evil.example.com/?next=https://apps.example.com',
    'javascript:alert(1)',
    // Another scheme on an allowed host: only http(s) is followed, even with an http(s) address further on.
    'javascript://apps.example.com/%0Aalert(1)',
    'ftp://apps.example.com/',
    'ftp://apps.example.com/?next=https://apps.example.com/',
    'https://',
    'data:text/html,hi',
    'evil.example.com',
    'users',
    '',
    null,
    undefined,
  ])('refuses %s and lands on /apps', (target) => {
    expect(isAllowedRedirect(target, rules)).toBe(false);
    expect(safeRedirect(target, rules)).toBe('/apps');
  });

  it('follows full addresses whose host is allowed, whatever the case', () => {
    expect(safeRedirect('https://apps.example.com/dashboard', rules)).toBe('https://apps.example.com/dashboard');
    expect(safeRedirect('https://APPS.example.com/', rules)).toBe('https://APPS.example.com/');
    expect(safeRedirect('https://portal.example.org:8443/x', rules)).toBe('https://portal.example.org:8443/x');
  });

  it('follows a target with spaces around it, without them', () => {
    expect(safeRedirect('  /users?x=1 ', rules)).toBe('/users?x=1');
    expect(safeRedirect(' https://apps.example.com/a\n', rules)).toBe('https://apps.example.com/a');
  });

  it('takes configured hosts whatever their spaces and case, a host without a port on every port', () => {
    const padded = { allowedHosts: ['  Apps.Example.com  '] };
    expect(safeRedirect('https://apps.example.com/a', padded)).toBe('https://apps.example.com/a');
    expect(safeRedirect('https://apps.example.com:8443/a', padded)).toBe('https://apps.example.com:8443/a');
    // A host with a port allows that port only.
    expect(safeRedirect('https://portal.example.org/x', rules)).toBe('/apps');
    expect(safeRedirect('https://portal.example.org:9443/x', rules)).toBe('/apps');
  });

  it('treats full addresses on the console origin as console paths', () => {
    expect(safeRedirect('http://console.local/users', rules)).toBe('http://console.local/users');
    expect(safeRedirect('http://console.local.evil.com/users', rules)).toBe('/apps');
  });

  it('refuses every full address when no host is configured', () => {
    expect(safeRedirect('https://apps.example.com/', { allowedHosts: [] })).toBe('/apps');
  });

  it('recognises console paths only with a single leading slash', () => {
    expect(isConsolePath('/a')).toBe(true);
    expect(isConsolePath('//a')).toBe(false);
    expect(isConsolePath('http://a')).toBe(false);
  });
});

describe('leaving the console', () => {
  it('is for full http(s) addresses only', () => {
    expect(isExternal('https://apps.example.com/')).toBe(true);
    expect(isExternal('HTTP://apps.example.com/')).toBe(true);
    expect(isExternal('/users')).toBe(false);
    expect(isExternal('/users?next=https://apps.example.com/')).toBe(false);
    expect(isExternal('apps.example.com')).toBe(false);
  });
});

describe('default app address', () => {
  it('is turned into https', () => {
    expect(asHttps('  app.example.com/home ')).toBe('https://app.example.com/home');
    // Only a leading scheme goes: one further on is part of the address.
    expect(asHttps('app.example.com/go?to=http://other.example.com')).toBe(
      'https://app.example.com/go?to=http://other.example.com',
    );
    expect(asHttps('app.example.com/home')).toBe('https://app.example.com/home');
    expect(asHttps('http://app.example.com')).toBe('https://app.example.com');
    expect(asHttps('https://app.example.com')).toBe('https://app.example.com');
  });

  it('gives its host', () => {
    expect(hostOf('app.example.com/x')).toBe('app.example.com');
    expect(hostOf('https://app.example.com:444/x')).toBe('app.example.com:444');
    expect(hostOf('')).toBe('');
    expect(hostOf(null)).toBe('');
    expect(hostOf(undefined)).toBe('');
    expect(hostOf('not an address')).toBe('');
  });
});
