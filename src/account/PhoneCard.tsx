import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { MuiTelInput, matchIsValidTel } from 'mui-tel-input';
import { useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { countryFlag } from '@/forms/countryFlag';
import { LabelledForm } from '@/forms/LabelledForm';
import { schemaErrors } from '@/forms/schemaErrors';
import { useFormField } from '@/forms/useFormField';
import { userUpdateBody } from '@contract/schemas/users';
import { useRefusal } from '@/forms/refusals';
import { useSaveOwnUser } from './useSaveOwnUser';

const SOURCES = ['phone'];
const validate = (values: Record<string, unknown>) => schemaErrors(userUpdateBody, { phone: values.phone });

/**
 * The phone, with country detection (US by default), on react-admin's form: its value is the number's
 * E.164 form, what PUT /account/users/{id} stores (the API's schema checks it). Wrong phone format shows in
 * red while the number typed is invalid; a refusal shows on the field; leaving the page with a number
 * typed and not saved asks first.
 */
export function PhoneCard({ userId, phone }: { userId: number; phone?: string }) {
  const translate = useTranslate();
  const { save: saveUser } = useSaveOwnUser(userId);
  const refusal = useRefusal(SOURCES);
  const [saved, setSaved] = useState(phone ?? '');
  // A new record after a save: the form starts again from it, with nothing unsaved.
  const record = useMemo(() => ({ phone: saved }), [saved]);

  const save = async (values: Record<string, unknown>) => {
    const next = values.phone as string;
    try {
      await saveUser({ phone: next });
    } catch (error) {
      return refusal(error);
    }
    setSaved(next);
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('app.account.phone.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <LabelledForm record={record} validate={validate} onSubmit={save} warnWhenUnsavedChanges>
          <PhoneInput initial={saved} />
          <SaveButton />
        </LabelledForm>
      </CardContent>
    </Card>
  );
}

/** The number as typed (formatted as one types), its E.164 form in the form. */
function PhoneInput({ initial }: { initial: string }) {
  const translate = useTranslate();
  const input = useFormField('phone');
  const [text, setText] = useState(initial);
  const valid = text === '' || matchIsValidTel(text);
  return (
    <MuiTelInput
      fullWidth
      margin="dense"
      label={translate('app.account.phone.label')}
      defaultCountry="US"
      getFlagElement={countryFlag}
      value={text}
      onChange={(next, info) => {
        setText(next);
        input.onChange(next === '' ? '' : (info.numberValue ?? ''));
      }}
      onBlur={input.onBlur}
      error={!valid || !!input.refused}
      helperText={valid ? input.refused : translate('app.account.phone.wrongFormat')}
    />
  );
}

/** Save: once the number is a valid one (or none) other than the saved one; not while saving. */
function SaveButton() {
  const translate = useTranslate();
  const phone = useWatch({ name: 'phone' }) as string;
  const { isDirty, isSubmitting } = useFormState();
  const canSave = isDirty && Object.keys(validate({ phone })).length === 0 && !isSubmitting;
  return (
    <Button type="submit" variant="contained" disabled={!canSave} sx={{ mt: 1 }}>
      {translate('app.account.phone.save')}
    </Button>
  );
}
