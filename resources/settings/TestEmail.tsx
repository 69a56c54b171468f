import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { SUCCESS_HIDE_MS } from '@/constants';
import { LabelledForm } from '@/forms/LabelledForm';
import { useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { useFormField } from '@/forms/useFormField';
import { callKey } from '@/platform/queryKeys';
import { testEmailBody } from '@contract/schemas/settings';
import type { TemplatesDataProvider } from '@resources/templates/calls';

const SOURCES = ['testEmail'];
const EMPTY = { testEmail: '' };
const validate = (values: Record<string, unknown>) => schemaErrors(testEmailBody, values);

/**
 * The test e-mail box: an address and Send, which mails the chosen template there. On react-admin's form,
 * checked with the API's body schema (contract/schemas/settings.ts); a refusal naming the address
 * shows under it. The address is no setting: leaving it typed loses nothing.
 */
export default function TestEmail({ templateID }: { templateID?: Identifier }) {
  const dataProvider = useDataProvider<TemplatesDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refusal = useRefusal(SOURCES);
  const send = useMutation({
    mutationKey: callKey('templates', 'sendTestEmail'),
    mutationFn: (email: string) => dataProvider.sendTestEmail(templateID!, email),
    // Errors: notified by the adapter, and shown on the address when the API names it.
  });
  const submit = async (values: Record<string, unknown>) => {
    const { testEmail } = testEmailBody.parse(values);
    try {
      await send.mutateAsync(testEmail);
    } catch (error) {
      return refusal(error);
    }
    notify(translate('app.resources.settings.testSent', { email: testEmail }), {
      type: 'success',
      autoHideDuration: SUCCESS_HIDE_MS,
    });
  };
  return (
    <LabelledForm record={EMPTY} validate={validate} onSubmit={submit}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <AddressInput />
        <SendButton ready={templateID !== undefined} />
      </Box>
    </LabelledForm>
  );
}

function AddressInput() {
  const translate = useTranslate();
  const input = useFormField('testEmail');
  return (
    <TextField
      size="small"
      type="email"
      fullWidth
      label={translate('app.resources.settings.testEmail')}
      value={input.value}
      error={!!input.refused}
      helperText={input.refused}
      onChange={input.onChange}
      onBlur={input.onBlur}
    />
  );
}

/** Send: once a template is chosen and the address is one the API accepts; Loading while sending. */
function SendButton({ ready }: { ready: boolean }) {
  const translate = useTranslate();
  const values = useWatch();
  const { isSubmitting } = useFormState();
  const valid = Object.keys(validate(values)).length === 0;
  return (
    <Button
      type="submit"
      variant="contained"
      endIcon={<SendIcon />}
      disabled={!ready || !valid || isSubmitting}
      sx={{ flexShrink: 0 }}
    >
      {translate(isSubmitting ? 'app.admin.loading' : 'app.resources.settings.send')}
    </Button>
  );
}
