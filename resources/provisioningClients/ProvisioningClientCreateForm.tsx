import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { useCreate, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { getConfig } from '@/config';
import { emptyValueOf, fieldOf } from '@/engine/fields/lookup';
import FormInput from '@/engine/forms/FormInput';
import type { CreateSlotProps } from '@/engine/types';
import { useSuccessNotify } from '@/engine/useSuccessNotify';
import { LabelledForm } from '@/forms/LabelledForm';
import { useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { provisioningClientBody } from '@contract/schemas/provisioning';

const SOURCES = ['name', 'organizationID'];
const validate = (values: Record<string, unknown>) => schemaErrors(provisioningClientBody, values);

/**
 * Makes a provisioning client (its name and organization), then turns into the one-time display of its
 * bearer token beside the SCIM endpoint to give the directory: the token is in no list, and is gone once the
 * dialog closes.
 */
export default function ProvisioningClientCreateForm({ definition, onDone, onClose, unsaved }: CreateSlotProps) {
  const notify = useSuccessNotify(definition);
  const organizationField = fieldOf(definition, 'organizationID');
  const initial = useMemo(() => ({ name: '', organizationID: emptyValueOf(organizationField) }), [organizationField]);
  const [create] = useCreate(undefined, undefined, { returnPromise: true });
  const refusal = useRefusal(SOURCES);
  const [token, setToken] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    try {
      const created = await create(definition.name, { data: provisioningClientBody.parse(values) });
      notify('created', created);
      setToken((created as unknown as { token: string }).token);
    } catch (error) {
      return refusal(error);
    }
  };

  if (token) return <TokenOnce token={token} onDone={onDone} />;
  return (
    <LabelledForm record={initial} validate={validate} onSubmit={submit} unsaved={unsaved}>
      <Fields definition={definition} />
      <DialogActions>
        <CloseButton onClose={onClose} />
        <SubmitButton />
      </DialogActions>
    </LabelledForm>
  );
}

function TokenOnce({ token, onDone }: { token: string; onDone: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const endpoint = new URL(`${getConfig().apiPrefix}/scim/v2`, window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      // clipboard refused: the token stays selectable in the field
    }
  };
  const readOnly = { htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } } };
  return (
    <>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.resources.provisioningClients.token.warning')}
        </Alert>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField
            fullWidth
            label={translate('app.resources.provisioningClients.token.endpoint')}
            value={endpoint}
            slotProps={readOnly}
          />
          <TextField
            fullWidth
            label={translate('app.resources.provisioningClients.token.label')}
            value={token}
            slotProps={readOnly}
            onFocus={(e) => e.target.select()}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>
          {translate(
            copied ? 'app.resources.provisioningClients.token.copied' : 'app.resources.provisioningClients.token.copy',
          )}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate('app.resources.provisioningClients.token.done')}
        </Button>
      </DialogActions>
    </>
  );
}

function Fields({ definition }: Pick<CreateSlotProps, 'definition'>) {
  const { isSubmitting } = useFormState();
  return (
    <DialogContent>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        {SOURCES.map((source) => (
          <FormInput key={source} field={fieldOf(definition, source)} disabled={isSubmitting} />
        ))}
      </Box>
    </DialogContent>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button onClick={onClose} disabled={isSubmitting}>
      {translate('app.admin.close')}
    </Button>
  );
}

/** Create: once the body is one the API's schema accepts; Loading while creating. */
function SubmitButton() {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  const { isSubmitting } = useFormState();
  const valid = Object.keys(validate(values)).length === 0;
  return (
    <Button type="submit" variant="contained" disabled={!valid || isSubmitting}>
      {translate(isSubmitting ? 'app.admin.loading' : 'app.admin.create.submit')}
    </Button>
  );
}
