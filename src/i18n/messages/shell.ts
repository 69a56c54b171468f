/** Texts of the shell area (word for word from the spec, typos included). */
export const shell = {} as const;
