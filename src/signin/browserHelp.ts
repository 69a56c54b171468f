/** Where each browser explains how to turn cookies on (the cookies dialog's help links). */
export type Browser = 'chrome' | 'firefox' | 'safari' | 'edge';

export const COOKIE_HELP: Record<Browser, string> = {
  chrome: 'https://support.google.com/chrome/answer/95647',
  firefox: 'https://support.mozilla.org/kb/enable-and-disable-cookies-website-preferences',
  safari: 'https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac',
  edge: 'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
};

/** The browser a user agent belongs to (Edge and Chrome both say Chrome; Chrome and Safari say Safari). */
export function detectBrowser(userAgent: string): Browser | null {
  if (/Edg\//.test(userAgent)) return 'edge';
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/(Chrome|Chromium|CriOS)\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  return null;
}

/** Browsers in the order the dialog lists them: the person's own first. */
export function browsersFor(userAgent: string): Browser[] {
  const all: Browser[] = ['chrome', 'firefox', 'safari', 'edge'];
  const own = detectBrowser(userAgent);
  return own ? [own, ...all.filter((b) => b !== own)] : all;
}
