import { useEffect, useState } from 'react';
import { useAuth } from '@/auth/authProvider';
import type { SigninProvider } from '@/auth/identityProviderCalls';

/** An address whose domain is complete enough to ask about (a dot and a top-level label after the `@`). */
const COMPLETE = /^[^@\s]+@([^@\s]+\.[a-z]{2,63})$/i;
/** Typing pauses this long before the domain is asked about. */
const PAUSE_MS = 300;

/** The answers of this page's life, by domain: a domain is asked about once. */
const known = new Map<string, SigninProvider | null>();

/**
 * The identity provider the people of the typed address's domain sign in with (issue 65), or null: asked of
 * the platform by domain once typing pauses. Any other address, an unanswered call, or a domain with no
 * provider leave the form as it is.
 */
export function useDomainProvider(email: string): SigninProvider | null {
  const auth = useAuth();
  const domain = COMPLETE.exec(email.trim())?.[1]?.toLowerCase() ?? '';
  const [answer, setAnswer] = useState<{ domain: string; provider: SigninProvider | null }>({
    domain: '',
    provider: null,
  });

  useEffect(() => {
    if (!domain || known.has(domain)) return;
    let live = true;
    const timer = setTimeout(() => {
      auth
        .identityProviders()
        .then((calls) => calls.lookUpDomain(email.trim()))
        .then(
          (provider) => {
            known.set(domain, provider);
            if (live) setAnswer({ domain, provider });
          },
          () => undefined,
        );
    }, PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The address is read once its domain is asked about: the answer is the domain's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [domain]);

  if (!domain) return null;
  if (known.has(domain)) return known.get(domain) ?? null;
  return answer.domain === domain ? answer.provider : null;
}
