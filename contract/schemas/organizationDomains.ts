/**
 * The bodies of an organization's e-mail domains (issue 65), written once: the development API validates them
 * (fixtures/server/routes/organizationDomains.ts) and the organization's page checks what it sends with them.
 */
import './zodConfig';
import { z } from 'zod';

/** A domain name as an address's part after `@`: labels of letters, digits and hyphens, a dot between them. */
export const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Enter a domain such as example.com.');

export const domainCreateBody = z.object({ domain: domainName });

/** Only the superadmin sends it (the API checks). */
export const domainUpdateBody = z.object({ verified: z.boolean() }).strict();

/** The sign-in form's look-up: the address typed; only its domain is read. */
export const domainLookupBody = z.object({ email: z.string().max(320) });

/** The domain of an address (after its last `@`), lower case; '' when it has none. */
export const domainOf = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
};
