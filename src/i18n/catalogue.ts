/** A part of the message catalogue: texts under `app`, nested by area. */
export interface Texts {
  [key: string]: string | Texts;
}

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

/** `base` with `part`'s texts added, nested objects merged, `part` winning. */
export function mergeTexts(base: Texts, part: Texts): Texts {
  const merged: Texts = { ...base };
  for (const [key, value] of Object.entries(part)) {
    const current = merged[key];
    merged[key] = isTexts(current) && isTexts(value) ? mergeTexts(current, value) : value;
  }
  return merged;
}

/** The catalogue with these parts' texts added under `app` (a resource's texts beside the shared ones). */
export function withTexts<C extends { app: object }>(catalogue: C, parts: object[]): C {
  return {
    ...catalogue,
    app: parts.reduce<Texts>((app, part) => mergeTexts(app, part as Texts), catalogue.app as Texts),
  };
}

/**
 * A catalogue part in another language: the English part's keys, every one, and none other (each
 * language's file is typed with it, so a missing or stray key fails the type-check; a test checks the
 * whole catalogues too, react-admin's own texts included).
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
