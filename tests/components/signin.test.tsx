import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { defaultConfig, setConfig, type AppConfig } from '@/config';
import { NewPasswordFields } from '@/forms/NewPasswordFields';
import { emptyNewPassword } from '@/forms/validation';
import { queryClient } from '@/platform/queryClient';
import SigninPage from '@/signin/SigninPage';
import { CodeInput } from '@/signin/CodeInput';
import { ForgotPasswordDialog } from '@/signin/ForgotPasswordDialog';
import { PasswordFreeOverlay } from '@/signin/PasswordFreeOverlay';
import { SignupDialog } from '@/signin/SignupDialog';
import { selfService } from '@/signin/selfServiceStore';
import { renderAdmin } from '../support/admin';
import { required } from '../support/labels';

/** A sign-in piece inside the admin app's context, on the app's query client. */
const renderSignin = (ui: React.ReactNode) => renderAdmin(ui, { queryClient });

// Typing through user-event is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const ok = (payload: unknown = {}) =>
  new Response(JSON.stringify({ success: true, payload }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => ok());
  vi.stubGlobal('fetch', fetchMock);
  queryClient.clear();
  selfService.reset();
  setConfig(defaultConfig);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setConfig(defaultConfig);
});

const withFeatures = (features: Partial<AppConfig['features']>) =>
  setConfig({ features: { ...defaultConfig.features, ...features } });

describe('sign-in page', () => {
  it('has Remember Me checked and Login enabled only with a valid e-mail and 8 characters', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignin(<SigninPage />);
    expect(await screen.findByRole('heading', { name: 'Signin' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    await user.type(screen.getByLabelText(required('Email')), 'user@example.com');
    await user.type(screen.getByLabelText(required('Password')), 'seven77');
    expect(login).toBeDisabled();
    await user.type(screen.getByLabelText(required('Password')), '7');
    expect(login).toBeEnabled();
  });

  it('shows the e-mail error only after the field is left', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignin(<SigninPage />);
    await user.type(await screen.findByLabelText(required('Email')), 'nope');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('ends the server session when visited, once, when there is one (its token cookie is there)', async () => {
    document.cookie = 'token=abc; path=/';
    try {
      // Asked twice while the call is under way (React's development mode runs effects twice): one call.
      renderSignin(<SigninPage />);
      renderSignin(<SigninPage />);
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith('/account/users/signout', expect.objectContaining({ method: 'DELETE' })),
      );
      expect(fetchMock.mock.calls.filter(([url]) => url === '/account/users/signout')).toHaveLength(1);
    } finally {
      document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('calls no sign-out when there is no session to end', async () => {
    renderSignin(<SigninPage />);
    await screen.findByRole('button', { name: 'Login' });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/account/users/signout')).toHaveLength(0);
  });

  it.each([
    [
      { passwordFree: true, resetPassword: true, signup: true },
      { free: true, forgot: false, signup: true },
    ],
    [
      { passwordFree: false, resetPassword: true, signup: true },
      { free: false, forgot: true, signup: true },
    ],
    [
      { passwordFree: false, resetPassword: false, signup: false },
      { free: false, forgot: false, signup: false },
    ],
    [
      { passwordFree: true, resetPassword: false, signup: false },
      { free: true, forgot: false, signup: false },
    ],
  ])('flags %o show links %o', async (features, shown) => {
    withFeatures(features);
    renderSignin(<SigninPage />);
    await screen.findByRole('button', { name: 'Login' });
    const has = (name: string) => screen.queryByRole('button', { name }) !== null;
    expect(has('Send me a password free sign in code')).toBe(shown.free);
    expect(has('I Forgot my Password')).toBe(shown.forgot);
    expect(has('Create an Account')).toBe(shown.signup);
  });

  it('applies a prefill from a link', async () => {
    renderSignin(<SigninPage />);
    await screen.findByRole('button', { name: 'Login' });
    act(() => selfService.prefill({ email: 'link@example.com', password: 'fromlink1' }));
    expect(screen.getByLabelText(required('Email'))).toHaveValue('link@example.com');
    expect(screen.getByLabelText(required('Password'))).toHaveValue('fromlink1');
  });
});

describe('new password badges', () => {
  function Harness() {
    const [value, setValue] = useState(emptyNewPassword);
    return <NewPasswordFields value={value} onChange={setValue} />;
  }
  const badge = (name: string) => screen.getByText(name).closest('.MuiChip-root')!;

  it('stay neutral until a password field is focused, then turn warning or success', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignin(<Harness />);
    for (const name of ['8 characters', 'a digit', 'a letter', 'matching']) {
      expect(badge(name)).not.toHaveClass('MuiChip-colorWarning');
      expect(badge(name)).not.toHaveClass('MuiChip-colorSuccess');
    }
    await user.type(screen.getByLabelText(required('Password')), 'abc');
    expect(badge('a letter')).toHaveClass('MuiChip-colorSuccess');
    expect(badge('a digit')).toHaveClass('MuiChip-colorWarning');
    expect(badge('8 characters')).toHaveClass('MuiChip-colorWarning');
    expect(badge('matching')).toHaveClass('MuiChip-colorWarning');
    await user.type(screen.getByLabelText(required('Password')), 'defg1');
    await user.type(screen.getByLabelText(required('Password Confirmation')), 'abcdefg1');
    for (const name of ['8 characters', 'a digit', 'a letter', 'matching']) {
      expect(badge(name)).toHaveClass('MuiChip-colorSuccess');
    }
  });
});

describe('signup dialog', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText(required('Email')), 'new@example.com');
    await user.type(screen.getByLabelText(/^First Name/), 'Nia');
    await user.type(screen.getByLabelText(/^Last Name/), 'New');
    await user.type(screen.getByLabelText(required('Password')), 'secret12');
  };

  it('keeps Submit disabled until every rule holds', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignin(<SignupDialog onClose={() => {}} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await fill(user);
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(required('Password Confirmation')), 'secret12');
    expect(submit).toBeEnabled();
  });

  it.each([
    [{ signupWithOrganizationToken: true, referralCode: true }, undefined, { org: true, referral: true }],
    [{ signupWithOrganizationToken: true, referralCode: false }, 'INV', { org: false, referral: false }],
    [{ signupWithOrganizationToken: false, referralCode: true }, undefined, { org: false, referral: true }],
  ])('flags %o with invite %s show %o', (features, inviteToken, shown) => {
    withFeatures(features);
    renderSignin(<SignupDialog onClose={() => {}} inviteToken={inviteToken} />);
    expect(screen.queryByLabelText('Organization Token') !== null).toBe(shown.org);
    expect(screen.queryByLabelText('Referral Code') !== null).toBe(shown.referral);
  });

  it('sends the invite token, no organization token, no empty referral code; active → You are all set!', async () => {
    fetchMock.mockImplementation(async () => ok({ active: true }));
    const user = userEvent.setup({ delay: null });
    renderSignin(<SignupDialog onClose={() => {}} inviteToken="INV" email="new@example.com" />);
    expect(screen.getByLabelText(required('Email'))).toHaveValue('new@example.com');
    await user.type(screen.getByLabelText(/^First Name/), 'Nia');
    await user.type(screen.getByLabelText(/^Last Name/), 'New');
    await user.type(screen.getByLabelText(required('Password')), 'secret12');
    await user.type(screen.getByLabelText(required('Password Confirmation')), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('You are all set!')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/users/signup'))!;
    expect(url).toBe('/account/users/signup');
    expect(JSON.parse(init.body)).toEqual({
      email: 'new@example.com',
      firstName: 'Nia',
      lastName: 'New',
      password: 'secret12',
      passwordConfirmation: 'secret12',
      inviteToken: 'INV',
    });
  });

  it('starts with the organization token of a sign-up link and sends it', async () => {
    withFeatures({ signupWithOrganizationToken: true });
    fetchMock.mockImplementation(async () => ok({ active: false }));
    const user = userEvent.setup({ delay: null });
    renderSignin(<SignupDialog onClose={() => {}} organizationToken="ORG1-ACME-JOIN" />);
    expect(screen.getByLabelText('Organization Token')).toHaveValue('ORG1-ACME-JOIN');
    await fill(user);
    await user.type(screen.getByLabelText(required('Password Confirmation')), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Please confirm your email/);
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/users/signup'))!;
    expect(JSON.parse(init.body).organizationToken).toBe('ORG1-ACME-JOIN');
  });

  it('asks to confirm the e-mail when the new account is not active', async () => {
    fetchMock.mockImplementation(async () => ok({ active: false }));
    const user = userEvent.setup({ delay: null });
    renderSignin(<SignupDialog onClose={() => {}} />);
    await fill(user);
    await user.type(screen.getByLabelText(required('Password Confirmation')), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Please confirm your email/)).toBeInTheDocument();
    expect(screen.queryByText('You are all set!')).not.toBeInTheDocument();
  });
});

describe('signup dialog refused', () => {
  it('shows the refusal on the field the API names, until it changes', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            status: 400,
            errorCode: 'EMAIL_TAKEN',
            description: 'An account with this e-mail already exists.',
            resolution: 'Sign in, or reset your password.',
            field: 'email',
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const user = userEvent.setup({ delay: null });
    renderSignin(<SignupDialog onClose={() => {}} email="user@example.com" />);
    await user.type(screen.getByLabelText(/^First Name/), 'Nia');
    await user.type(screen.getByLabelText(/^Last Name/), 'New');
    await user.type(screen.getByLabelText(required('Password')), 'secret12');
    await user.type(screen.getByLabelText(required('Password Confirmation')), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const email = screen.getByLabelText(required('Email'));
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this e-mail already exists.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^First Name/)).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'x');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid', 'true'));
  });
});

describe('forgot password dialog', () => {
  it('enables Submit for a valid e-mail and ends with Check your Mail!', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignin(<ForgotPasswordDialog open onClose={() => {}} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(required('Email')), 'user@example');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(required('Email')), '.com');
    await user.click(submit);
    expect(await screen.findByText('Check your Mail!')).toBeInTheDocument();
    expect(screen.getByText('You should have received a reset password link.')).toBeInTheDocument();
  });
});

describe('one-time code boxes', () => {
  function Harness({ onCode }: { onCode: (code: string) => void }) {
    const [code, setCode] = useState('');
    return (
      <CodeInput
        value={code}
        onChange={(next) => {
          setCode(next);
          onCode(next);
        }}
      />
    );
  }

  it('advance on each digit and go back on Backspace', async () => {
    const user = userEvent.setup({ delay: null });
    const onCode = vi.fn();
    renderSignin(<Harness onCode={onCode} />);
    await user.click(screen.getByLabelText('Digit 1'));
    await user.keyboard('12');
    expect(screen.getByLabelText('Digit 3')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('Digit 2')).toHaveFocus();
    expect(screen.getByLabelText('Digit 2')).toHaveValue('');
    await user.keyboard('9x3456');
    expect(onCode).toHaveBeenLastCalledWith('193456');
  });

  it('take a whole pasted code', () => {
    const onCode = vi.fn();
    renderSignin(<Harness onCode={onCode} />);
    fireEvent.paste(screen.getByLabelText('Digit 1'), { clipboardData: { getData: () => '654 321' } });
    expect(onCode).toHaveBeenLastCalledWith('654321');
    expect(screen.getByLabelText('Digit 6')).toHaveValue('1');
  });
});

describe('cookies', () => {
  it('warns when the browser refuses cookies', async () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    renderSignin(<SigninPage />);
    expect(
      await screen.findByText('Cookies are disabled in your browser. Enable them to sign in.'),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('keeps the consent for the whole site once confirmed', async () => {
    const user = userEvent.setup({ delay: null });
    document.cookie = 'cookieConsent=; path=/; max-age=0';
    renderSignin(<SigninPage />);
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(document.cookie).toContain('cookieConsent=true');
    expect(screen.queryByRole('button', { name: 'Got it' })).not.toBeInTheDocument();
  });
});

describe('password-free overlay', () => {
  it('signs in by itself with a complete code from a link, once', async () => {
    renderSignin(<PasswordFreeOverlay open start={{ email: 'user@example.com', code: '123456' }} onClose={() => {}} />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/users/signinPL'))).toBe(true));
    const calls = fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/users/signinPL'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0][1].body)).toEqual({ code: '123456', email: 'user@example.com' });
  });
});
