/** Texts of the launcher area (word for word from the spec, typos included). */
export const launcher = {} as const;
