/** Which language the console speaks: the person's choice (cookie), else the first of the browser's it has. */
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, browserLocale, chooseLocale, readLocale } from '@/i18n/locale';
import { formatNumber, showLocale } from '@/i18n/format';

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  showLocale('en');
});

describe('the language', () => {
  it("follows the first of the browser's languages the console speaks, regional variants included", () => {
    expect(browserLocale(['es-ES', 'de-CH', 'fr'])).toBe('de');
    expect(browserLocale(['fr-CA', 'en'])).toBe('fr');
    expect(browserLocale(['es', 'it'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });

  it('is the choice once made, remembered in the locale cookie for the whole site', () => {
    chooseLocale('de');
    expect(document.cookie).toContain('locale=de');
    expect(readLocale()).toBe('de');
  });

  it('ignores a cookie that names no language of the console', () => {
    document.cookie = `${LOCALE_COOKIE}=xx; path=/`;
    expect(readLocale()).toBe(browserLocale());
  });

  it('writes numbers as the language shown does', () => {
    expect(formatNumber(12345)).toBe('12,345');
    showLocale('de');
    expect(formatNumber(12345)).toBe('12.345');
    showLocale('fr');
    expect(formatNumber(12345).replace(/\s/g, ' ')).toBe('12 345');
  });

  it('writes counts under a thousand, fractions and negatives as Intl does, in every language', () => {
    for (const locale of ['en', 'fr', 'de'] as const) {
      showLocale(locale);
      for (const n of [0, 7, 999, 1000, 1234567, 2.5, -3, -1200])
        expect(formatNumber(n), `${n} in ${locale}`).toBe(n.toLocaleString(locale));
    }
  });
});
