/** Texts of the admin area (word for word from the spec, typos included). */
export const admin = {} as const;
