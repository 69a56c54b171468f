import Button from '@mui/material/Button';
import { useFormState, useWatch } from 'react-hook-form';

/**
 * The submit button of the react-admin form around it: enabled once `validate` (the body's schema, through
 * schemaErrors) finds nothing in what the form holds, and not while the form is sending (then saying
 * `busyLabel` when given).
 */
export function SubmitWhenValid({
  label,
  busyLabel,
  validate,
}: {
  label: string;
  busyLabel?: string;
  validate: (values: Record<string, unknown>) => Record<string, string>;
}) {
  const values = useWatch();
  const { isSubmitting } = useFormState();
  const valid = Object.keys(validate({ ...values })).length === 0;
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting || !valid}>
      {isSubmitting && busyLabel ? busyLabel : label}
    </Button>
  );
}
