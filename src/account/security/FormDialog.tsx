import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { LabelledForm } from '@/forms/LabelledForm';
import { SubmitWhenValid } from '@/forms/SubmitWhenValid';
import { PasswordField } from '@/forms/PasswordField';
import { useFormField } from '@/forms/useFormField';

/**
 * A dialog holding one react-admin form (`LabelledForm`, in the dialog's layout): its title names the form,
 * its submit waits for values `validate` accepts, a refusal shows on the field the API names (`onSubmit`
 * answers it, useRefusal) or above the actions.
 */
export function FormDialog({
  title,
  record,
  validate,
  onSubmit,
  submitLabel,
  onClose,
  children,
}: {
  title: string;
  record: Record<string, unknown>;
  validate: (values: Record<string, unknown>) => Record<string, string>;
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, string> | void>;
  submitLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="form-dialog-title">
      <LabelledForm inDialog label={title} record={record} validate={validate} onSubmit={onSubmit}>
        <DialogTitle id="form-dialog-title">{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.account.security.cancel')}</Button>
          <SubmitWhenValid label={submitLabel} validate={validate} />
        </DialogActions>
      </LabelledForm>
    </Dialog>
  );
}

/** Current Password, the proof a change of factors asks for (issue 33's), with the API's refusal under it. */
export function ProofInput({ autoFocus }: { autoFocus?: boolean }) {
  const translate = useTranslate();
  const current = useFormField('currentPassword');
  const { isSubmitting } = useFormState();
  return (
    <PasswordField
      label={translate('app.account.security.currentPassword')}
      autoFocus={autoFocus}
      value={current.value}
      disabled={isSubmitting}
      error={!!current.refused}
      helperText={current.refused ?? translate('app.account.security.proofHint')}
      onChange={(e) => current.onChange(e.target.value)}
    />
  );
}

/** What the proof field refuses before sending: nothing typed. */
export const proofErrors = (values: Record<string, unknown>): Record<string, string> =>
  typeof values.currentPassword === 'string' && values.currentPassword !== '' ? {} : { currentPassword: 'Required.' };
