import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useCreate, useTranslate, type RaRecord } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { fieldOf } from '@/engine/fields/lookup';
import FormInput from '@/engine/forms/FormInput';
import type { CreateSlotProps } from '@/engine/types';
import { useSuccessNotify } from '@/engine/useSuccessNotify';
import { LabelledForm } from '@/forms/LabelledForm';
import { useFormField } from '@/forms/useFormField';
import { useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { webhookCreateBody } from '@contract/schemas/webhooks';
import type { WebhookEventType } from '@contract/webhooks';
import EventTypesInput from './EventTypesInput';
import SecretOnce from './SecretOnce';
import { useTexts } from '@/i18n/useTexts';
import { webhookTexts } from './texts';
import WaitProgress from '@/ui/WaitProgress';

const SOURCES = ['url', 'description', 'eventTypes'];
const validate = (values: Record<string, unknown>) => schemaErrors(webhookCreateBody, values);

/**
 * A new destination: its address, a description and the events it wants, checked with the API's body schema
 * (contract/schemas/webhooks.ts). Once made, the dialog shows its signing secret, this once, until Done.
 */
export default function WebhookCreateForm({ definition, onDone, onClose, unsaved }: CreateSlotProps) {
  const translate = useTranslate();
  const notify = useSuccessNotify(definition);
  const initial = useMemo(() => ({ url: '', description: '', eventTypes: [] as WebhookEventType[] }), []);
  const [create] = useCreate(undefined, undefined, { returnPromise: true });
  const refusal = useRefusal(SOURCES);
  const [secret, setSecret] = useState<string>();
  const ready = useTexts(webhookTexts);

  const submit = async (values: Record<string, unknown>) => {
    try {
      const made = (await create(definition.name, { data: webhookCreateBody.parse(values) })) as RaRecord & {
        secret?: string;
      };
      notify('created', made);
      setSecret(made.secret ?? '');
    } catch (error) {
      // Notified by the adapter; the field it names shows why too.
      return refusal(error);
    }
  };

  if (!ready) return <WaitProgress inline />;
  if (secret !== undefined)
    return (
      <>
        <DialogContent>
          <SecretOnce secret={secret} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onDone}>
            {translate('app.resources.webhooks.secret.done')}
          </Button>
        </DialogActions>
      </>
    );
  return (
    <LabelledForm record={initial} validate={validate} onSubmit={submit} unsaved={unsaved}>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <FormInput field={fieldOf(definition, 'url')} />
          <FormInput field={fieldOf(definition, 'description')} />
          <EventTypesField />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.admin.close')}</Button>
        <SubmitButton />
      </DialogActions>
    </LabelledForm>
  );
}

function EventTypesField() {
  const { value, onChange } = useFormField<WebhookEventType[]>('eventTypes');
  const { isSubmitting } = useFormState();
  return <EventTypesInput value={value ?? []} onChange={onChange} disabled={isSubmitting} />;
}

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
