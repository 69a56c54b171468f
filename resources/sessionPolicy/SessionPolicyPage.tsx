import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormCountInput } from '@/forms/FormCountInput';
import { LabelledForm } from '@/forms/LabelledForm';
import { numberOf } from '@/forms/typedNumber';
import { SubmitWhenValid } from '@/forms/SubmitWhenValid';
import { SUCCESS_HIDE_MS } from '@/constants';
import type { ListSlotProps } from '@/engine/types';
import { useFailureReason, useRefusal } from '@/forms/refusals';
import { callKey } from '@/platform/queryKeys';
import { useTexts } from '@/i18n/useTexts';
import WaitProgress from '@/ui/WaitProgress';
import type { StepUpAction } from '@contract/stepUpActions';
import type { SessionPolicyDataProvider } from './calls';
import { POLICY_FIELDS, policyErrors } from './policyErrors';
import StepUpMarks from './StepUpMarks';
import { sessionPolicyTexts } from './texts';

/**
 * The session policy (issue 59): its five lifetimes in one form (each error under its field, the API's refusal
 * on the field it names), and the further actions that need a step-up. Saving either needs a step-up, which the
 * console asks for in its dialog, keeping the form.
 */
export default function SessionPolicyPage(_props: ListSlotProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.resources.sessionPolicy.${key}`);
  const notify = useNotify();
  const dataProvider = useDataProvider<SessionPolicyDataProvider>();
  const policy = useQuery({
    queryKey: callKey('sessionPolicy', 'getSessionPolicy'),
    queryFn: () => dataProvider.getSessionPolicy(),
    staleTime: 0,
  });
  const refusal = useRefusal(POLICY_FIELDS);
  const save = useMutation({
    mutationKey: callKey('sessionPolicy', 'saveSessionPolicy'),
    mutationFn: (changes: Parameters<SessionPolicyDataProvider['saveSessionPolicy']>[0]) =>
      dataProvider.saveSessionPolicy(changes),
  });
  const reasonOf = useFailureReason();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await save.mutateAsync(Object.fromEntries(POLICY_FIELDS.map((field) => [field, numberOf(values[field])])));
      await policy.refetch();
      notify('app.resources.sessionPolicy.updated', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
    } catch (error) {
      return refusal(error);
    }
  };
  const saveMarks = async (stepUpActions: StepUpAction[]) => {
    try {
      await save.mutateAsync({ stepUpActions });
      await policy.refetch();
      notify('app.resources.sessionPolicy.updated', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
    } catch (error) {
      notify(reasonOf(error), { type: 'error' });
    }
  };
  const textsReady = useTexts(sessionPolicyTexts);

  if (policy.isPending || !textsReady) return <WaitProgress inline />;
  if (!policy.data) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('policy')}>
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          {t('intro')}
        </Typography>
        <LabelledForm
          key={policy.data.updatedAt}
          label={t('policy')}
          record={policy.data}
          validate={policyErrors}
          onSubmit={submit}
          warnWhenUnsavedChanges
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {POLICY_FIELDS.map((source) => (
              <FormCountInput key={source} name={source} label={t(`fields.${source}`)} errors={policyErrors} />
            ))}
          </Box>
          <Stack direction="row" sx={{ mt: 1 }}>
            <SubmitWhenValid label={t('save')} validate={policyErrors} />
          </Stack>
        </LabelledForm>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('stepUp.title')}>
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          {t('stepUp.intro')}
        </Typography>
        <StepUpMarks key={policy.data.updatedAt} saved={policy.data.stepUpActions ?? []} onSave={saveMarks} />
      </Paper>
    </Stack>
  );
}
