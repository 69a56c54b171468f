/**
 * Sample values for a template's placeholders (`{{organization}}`, `{{inviter}}`, …), so the e-mail
 * preview and the test e-mail read as a real mail would: the signed-in administrator stands for the
 * recipient and the inviter, their current organization for the organization. A placeholder with no
 * sample of its own still gets one (`Sample name`), never its braces. Shared with the development API,
 * which fills the test e-mail the same way (fixtures/server/routes/templates.ts).
 */

/** `{{name}}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

export interface SampleSource {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** The current organization's name. */
  organization?: string;
}

export const SAMPLE_TOKEN = 'SAMPLE-TOKEN';
export const SAMPLE_CODE = '123456';

export function sampleValues({
  firstName = '',
  lastName = '',
  email = '',
  organization = '',
}: SampleSource): Record<string, string> {
  const name = [firstName, lastName].filter(Boolean).join(' ') || email;
  return {
    firstName: firstName || name,
    lastName,
    name,
    fullName: name,
    email,
    inviter: name,
    organization: organization || 'Sample Organization',
    token: SAMPLE_TOKEN,
    code: SAMPLE_CODE,
    // The dormant account warning's (issue 39): days without a sign-in, and the day it is deactivated.
    days: '90',
    deactivationDate: '2026-12-31',
    // A sign-in from a new device (issue 59): when, and the browser and system its User-Agent names.
    signedInAt: '2026-12-31 09:30 UTC',
    device: 'Firefox 128 on Windows 10',
  };
}

/** `text` with every placeholder filled; `encode` escapes a value for where it goes (HTML). */
export function fillPlaceholders(
  text: string,
  values: Record<string, string>,
  encode: (value: string) => string = (v) => v,
): string {
  return text.replace(PLACEHOLDER, (_, name: string) =>
    encode(Object.hasOwn(values, name) ? values[name] : `Sample ${name}`),
  );
}

type TextField = 'title' | 'description' | 'button';

/** A template with its placeholders filled: the title and button as text, the description as HTML. */
export function withSamples<T extends Partial<Record<TextField, unknown>> & object>(
  template: T,
  values: Record<string, string>,
  escapeHtml: (value: string) => string,
): Omit<T, TextField> & Record<TextField, string> {
  const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
  return {
    ...template,
    title: fillPlaceholders(text(template.title), values),
    description: fillPlaceholders(text(template.description), values, escapeHtml),
    button: fillPlaceholders(text(template.button), values),
  };
}

/** What a test e-mail says first, so its reader knows the names in it are samples. */
export const TEST_EMAIL_NOTE = 'This is a test e-mail: sample values fill its placeholders.';
