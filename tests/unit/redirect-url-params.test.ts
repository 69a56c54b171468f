import { describe, expect, it } from 'vitest';
import { SPENT_PARAMS, decodeBase64, readUrlRequests, signupLink } from '@/navigation/signinParams';

describe('URL parameters handled on any page', () => {
  it('reads the activation, invitation, reset and redirect requests', () => {
    const r = readUrlRequests('?activateToken=A1&email=a%40b.co&inviteToken=I1&resetPassword=R1&redirectTo=%2Fusers');
    expect(r.activate).toEqual({ token: 'A1', email: 'a@b.co' });
    expect(r.invite).toEqual({ token: 'I1', email: 'a@b.co' });
    expect(r.resetToken).toBe('R1');
    expect(r.redirectTo).toBe('/users');
    expect(r.signup).toBe(false);
  });

  it('opens the signup with ?signup', () => {
    expect(readUrlRequests('?signup').signup).toBe(true);
    expect(readUrlRequests('?signup=true').signup).toBe(true);
    expect(readUrlRequests('?signup=false').signup).toBe(false);
  });

  it("reads an organization's sign-up link back: the signup dialog with the organization token", () => {
    const link = signupLink('https://console.example.com', '/signin', 'ORG1-ACME JOIN&x');
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://console.example.com/signin');
    const requests = readUrlRequests(url.search);
    expect(requests.signup).toBe(true);
    expect(requests.organizationToken).toBe('ORG1-ACME JOIN&x');
    expect(readUrlRequests('?signup&organizationToken=%20').organizationToken).toBeUndefined();
    // Handled once, it leaves the address bar like the other spent parameters.
    expect(SPENT_PARAMS).toContain('organizationToken');
  });

  it('prefills e-mail, the base64 password and the code', () => {
    const password = Buffer.from('pässword1', 'utf-8').toString('base64');
    expect(readUrlRequests(`?email=u%40x.io&password=${encodeURIComponent(password)}&plcode=123456`).prefill).toEqual({
      email: 'u@x.io',
      password: 'pässword1',
      plcode: '123456',
    });
    expect(readUrlRequests('?x=1').prefill).toBeUndefined();
  });

  it('ignores a password that is not base64', () => {
    expect(decodeBase64('%%%')).toBeUndefined();
    expect(readUrlRequests('?password=%25%25').prefill).toBeUndefined();
  });
});
