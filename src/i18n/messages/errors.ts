/** Texts of the errors area (word for word from the spec, typos included). */
export const errors = {} as const;
