import type { MuiTelInputProps } from 'mui-tel-input';

/**
 * The phone fields' country flags, from the flag-icons package: shipped with the console as files of its
 * own (never inlined), where mui-tel-input would fetch them from a public CDN, which offline or under a
 * strict content security policy leaves the field without them. Only the flags on screen are loaded.
 */
const FLAGS = import.meta.glob<string>('/node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

/** Ascension and Tristan da Cunha are drawn under Saint Helena's code. */
const FILE_OF: Record<string, string> = { AC: 'sh-ac', TA: 'sh-ta' };

export function flagUrl(isoCode: string): string | undefined {
  return FLAGS[`/node_modules/flag-icons/flags/4x3/${FILE_OF[isoCode] ?? isoCode.toLowerCase()}.svg`];
}

/** mui-tel-input's `getFlagElement`: the flag from the console's origin, decorative (the country is named beside it). */
export const countryFlag: NonNullable<MuiTelInputProps['getFlagElement']> = (isoCode, { imgProps }) => (
  <img {...imgProps} src={flagUrl(isoCode)} alt="" height={19.5} />
);
