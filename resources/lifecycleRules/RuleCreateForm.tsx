import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useCreate, useTranslate } from 'react-admin';
import { fieldOf } from '@/engine/fields/lookup';
import FormInput from '@/engine/forms/FormInput';
import type { CreateSlotProps } from '@/engine/types';
import { useSuccessNotify } from '@/engine/useSuccessNotify';
import { LabelledForm } from '@/forms/LabelledForm';
import { SubmitWhenValid } from '@/forms/SubmitWhenValid';
import { useRefusal } from '@/forms/refusals';
import { useTexts } from '@/i18n/useTexts';
import WaitProgress from '@/ui/WaitProgress';
import { StepsInput, TriggerFields, ruleErrors, ruleOf } from './RuleFields';
import { lifecycleTexts } from './texts';

const SOURCES = ['name', 'trigger', 'organizationID', 'attribute', 'value', 'days', 'steps'];

/** A new rule: its name, trigger and steps, checked with the API's body schema; made on (the list says so). */
export default function RuleCreateForm({ definition, onDone, onClose, unsaved }: CreateSlotProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.resources.lifecycleRules.${key}`, options);
  const notify = useSuccessNotify(definition);
  const [create] = useCreate(undefined, undefined, { returnPromise: true });
  const refusal = useRefusal(SOURCES);
  const ready = useTexts(lifecycleTexts);
  const initial = useMemo(
    () => ({
      name: '',
      enabled: true,
      trigger: 'leaver',
      organizationID: 0,
      attribute: '',
      value: '',
      days: 90,
      steps: [],
    }),
    [],
  );

  const submit = async (values: Record<string, unknown>) => {
    try {
      const made = await create(definition.name, { data: ruleOf(values) });
      notify('created', made);
      onDone();
    } catch (error) {
      return refusal(error);
    }
  };

  if (!ready) return <WaitProgress inline />;
  return (
    <LabelledForm record={initial} validate={(v) => ruleErrors(ruleOf(v))} onSubmit={submit} unsaved={unsaved}>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <FormInput field={fieldOf(definition, 'name')} />
          <TriggerFields t={t} />
          <StepsInput t={t} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.admin.close')}</Button>
        <SubmitWhenValid label={translate('app.admin.create.submit')} validate={(v) => ruleErrors(ruleOf(v))} />
      </DialogActions>
    </LabelledForm>
  );
}
