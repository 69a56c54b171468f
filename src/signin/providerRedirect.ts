import { clearPostLoginRedirect, readPostLoginRedirect } from '@/auth';
import type { SigninProvider } from '@/auth/identityProviderCalls';
import { platformUrl } from '@/platform/platformUrl';

/**
 * Leaves for the platform's round trip to an identity provider (issue 65), with the stored return address
 * (the console's allow-list judges it when the person comes back) and Remember Me.
 */
export function goToProvider(provider: SigninProvider, permanent?: boolean): void {
  const redirectTo = readPostLoginRedirect() ?? undefined;
  clearPostLoginRedirect();
  window.location.assign(
    platformUrl('account', `/users/signin/idp/${provider.id}`, {
      redirectTo,
      ...(permanent !== undefined && { permanent: String(permanent) }),
    }),
  );
}
