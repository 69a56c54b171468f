/** Texts of the account area (word for word from the spec, typos included). */
export const account = {} as const;
