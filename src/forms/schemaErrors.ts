import type { ZodType } from 'zod';

/**
 * What a body's schema (contract/schemas/) refuses in `body`: the first message of each top-level
 * field, and a refusal of the whole body under `root` (react-hook-form's name for it). A form's Save
 * waits for none, and react-admin's form `validate` re-checks a field the API refused as it changes.
 */
export function schemaErrors(schema: ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'root';
    errors[field] ??= issue.message;
  }
  return errors;
}
