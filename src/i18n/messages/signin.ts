/** Texts of the signin area (word for word from the spec, typos included). */
export const signin = {} as const;
