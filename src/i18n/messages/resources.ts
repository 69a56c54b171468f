/** Texts of the resources area (word for word from the spec, typos included). */
export const resources = {} as const;
