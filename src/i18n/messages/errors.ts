/** Texts of the errors area (word for word from the spec, typos included). */
export const errors = {
  notFound: '404 Not Found',
  unknown: 'Something went wrong.',
  network: 'The platform cannot be reached.',
  networkResolution: 'Check your connection and try again.',
} as const;
