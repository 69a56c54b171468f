import type { ZodType } from 'zod';
import { fields as rules } from '@contract/schemas/fields';
import { appliesTo } from '../fields/lookup';
import type { FieldDefinition, FieldType } from '../types';

/**
 * The rule a field's value follows, by its type: the development API's own (contract/schemas/), so a
 * form refuses before sending what the platform would refuse, in the platform's words.
 */
const RULES: Partial<Record<FieldType, ZodType>> = {
  email: rules.email,
  password: rules.password,
  phone: rules.phone,
  color: rules.color,
  url: rules.httpUrl,
  image: rules.imageUrl,
};

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;

/**
 * The values' errors by field, for react-admin's form `validate`: each filled value against its type's
 * rule (an empty optional value is left out of the body; a required one keeps the submit disabled).
 */
export function validateFields(fields: readonly FieldDefinition[]) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const errors: Record<string, string> = {};
    for (const field of fields) {
      const rule = RULES[field.type];
      const value = values[field.source];
      if (!rule || isEmpty(value) || !appliesTo(field, values)) continue;
      const result = rule.safeParse(value);
      if (!result.success) errors[field.source] = result.error.issues[0].message;
    }
    return errors;
  };
}
