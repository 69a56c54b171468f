import { describe, expect, it } from 'vitest';
import { signupPayload } from '@/signin/signupPayload';

const form = {
  email: ' new@example.com ',
  firstName: 'Nia',
  lastName: 'New',
  password: 'secret12',
  passwordConfirmation: 'secret12',
};

describe('signup payload (spec 1 section 4)', () => {
  it('omits the organization token when an invite token is present', () => {
    expect(signupPayload({ ...form, inviteToken: 'INV', organizationToken: 'ORG' })).toEqual({
      email: 'new@example.com',
      firstName: 'Nia',
      lastName: 'New',
      password: 'secret12',
      passwordConfirmation: 'secret12',
      inviteToken: 'INV',
    });
  });

  it('sends the organization token without an invitation', () => {
    expect(signupPayload({ ...form, organizationToken: 'ORG' }).organizationToken).toBe('ORG');
  });

  it('sends the referral code only when non-empty', () => {
    expect(signupPayload({ ...form, referralCode: '  ' })).not.toHaveProperty('referralCode');
    expect(signupPayload({ ...form, referralCode: 'FRIEND' }).referralCode).toBe('FRIEND');
    expect(signupPayload(form)).not.toHaveProperty('organizationToken');
  });
});
