/** Texts of the users area (word for word from the spec, typos included). */
export const users = {} as const;
