/** Texts of the search area (word for word from the spec, typos included). */
export const search = {} as const;
