import { credentials } from '@contract/schemas/credentials';

/** An address inside free text: a local part, @, and a domain with a dot (spec 2: "an e-mail pattern"). */
const EMAIL_IN_TEXT = /[A-Z0-9._%+'-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;

/**
 * The e-mail addresses in text typed or pasted into the invite dialog (lines, commas, names around
 * them, "Name <a@b.co>"), lower-cased, each once, in the order they appear; only those the API's rule of
 * an address accepts (contract/schemas/credentials.ts), so every address listed can be invited.
 */
export function extractEmails(text: string): string[] {
  const found = (text.match(EMAIL_IN_TEXT) ?? [])
    .map((email) => email.toLowerCase())
    .filter((email) => credentials.email.safeParse(email).success);
  return [...new Set(found)];
}

/**
 * The parts of the text (between line breaks, commas and semicolons) in which no address is found, so the
 * dialog says what it leaves out ("not-an-email", "jamie@") instead of dropping it without a word (issue 64).
 */
export function notAddresses(text: string): string[] {
  const parts = text
    .split(/[\n,;]+/)
    .map((part) => part.trim())
    .filter((part) => part && !extractEmails(part).length);
  return [...new Set(parts)];
}
