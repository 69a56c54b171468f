/** A part of the message catalogue: texts under `app`, nested by area. */
export interface Texts {
  [key: string]: string | Texts;
}

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;

function merge(base: Texts, part: Texts): Texts {
  const merged: Texts = { ...base };
  for (const [key, value] of Object.entries(part)) {
    const current = merged[key];
    merged[key] = isTexts(current) && isTexts(value) ? merge(current, value) : value;
  }
  return merged;
}

/** The catalogue with these parts' texts added under `app` (a resource's texts beside the shared ones). */
export function withTexts<C extends { app: object }>(catalogue: C, parts: object[]): C {
  return { ...catalogue, app: parts.reduce<Texts>((app, part) => merge(app, part as Texts), catalogue.app as Texts) };
}
