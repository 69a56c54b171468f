import { describe, expect, it, vi } from 'vitest';
import { goTo, signinDestination } from '@/signin/signinDestination';

const rules = { allowedHosts: ['apps.example.com'], origin: 'http://console.local' };
const none = { stored: null, defaultRedirect: '', defaultAppURL: '', search: '' };

describe('destination after sign-in (spec 1 section 4 order)', () => {
  it('prefers the stored redirect', () => {
    expect(
      signinDestination(
        { ...none, stored: '/users?x=1', defaultRedirect: '/groups', defaultAppURL: 'crm.example.com' },
        rules,
      ),
    ).toBe('/users?x=1');
    expect(signinDestination({ ...none, stored: 'https://apps.example.com/a' }, rules)).toBe(
      'https://apps.example.com/a',
    );
  });

  it('sends a stored redirect to another site to /apps', () => {
    expect(
      signinDestination({ ...none, stored: 'https://evil.example.com/', defaultAppURL: 'crm.example.com' }, rules),
    ).toBe('/apps');
    expect(signinDestination({ ...none, stored: '//evil.example.com' }, rules)).toBe('/apps');
  });

  it('then the configured default', () => {
    expect(signinDestination({ ...none, defaultRedirect: '/groups', defaultAppURL: 'crm.example.com' }, rules)).toBe(
      '/groups',
    );
  });

  it('then the default app as https', () => {
    expect(signinDestination({ ...none, defaultAppURL: 'http://crm.example.com/home' }, rules)).toBe(
      'https://crm.example.com/home',
    );
  });

  it('else /apps with the current query string, without the sign-in form parameters', () => {
    expect(signinDestination(none, rules)).toBe('/apps');
    expect(
      signinDestination(
        { ...none, search: '?utm=mail&email=a%40b.c&password=eA%3D%3D&plcode=123456&redirectTo=%2Fusers' },
        rules,
      ),
    ).toBe('/apps?utm=mail');
  });
});

describe('going to the destination', () => {
  it('opens a console page through the router, and leaves it alone for a full address', () => {
    const navigate = vi.fn();
    goTo('/users?x=1', navigate);
    expect(navigate).toHaveBeenCalledWith('/users?x=1');
    navigate.mockClear();
    // jsdom does not navigate: what matters is that the router is not asked to open an address.
    goTo('https://apps.example.com/a', navigate);
    expect(navigate).not.toHaveBeenCalled();
  });
});
