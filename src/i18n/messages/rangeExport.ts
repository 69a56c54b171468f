/** The Export of a time range the server streams (issue 40): a text part (src/i18n/parts.ts). */
export const texts = {
  rangeExport: {
    title: 'Export a time range',
    from: 'From',
    to: 'To',
    format: 'Format',
    csv: 'CSV',
    jsonl: 'JSON Lines',
    filtered: 'The filters of the list apply too.',
    download: 'Download',
    cancel: 'Cancel',
    badRange: 'The end must come after the start.',
  },
} as const;
