import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import '@/i18n/dates';
import { useDataProvider, useNotify, useTranslate, useUpdate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';
import type { SlotProps } from '@/engine/types';
import { useSuccessNotify } from '@/engine/useSuccessNotify';
import { LabelledForm } from '@/forms/LabelledForm';
import { DryRunActions } from '@/forms/DryRunActions';
import { useRefusal } from '@/forms/refusals';
import { useTexts } from '@/i18n/useTexts';
import { callKey } from '@/platform/queryKeys';
import WaitProgress from '@/ui/WaitProgress';
import type { LifecyclePreview, LifecycleRule, PlannedStep } from '@contract/lifecycle';
import type { LifecycleDataProvider } from './calls';
import { StepsInput, TriggerFields, ruleErrors, ruleOf } from './RuleFields';
import { lifecycleTexts } from './texts';

type T = (key: string, options?: Record<string, unknown>) => string;
const dryRunTexts = (t: T) => ({
  save: t('save'),
  dryRun: t('dryRun'),
  dryRunUnsaved: t('dryRunUnsaved'),
  runNow: t('runNow'),
  runNeedsSave: t('runNeedsSave'),
});
const SOURCES = ['trigger', 'organizationID', 'attribute', 'value', 'days', 'steps'];
const validate = (values: Record<string, unknown>) => ruleErrors(ruleOf(values));

/**
 * Under a rule's General tab: its trigger and steps (saved together), the dry run of what is on the screen (saved
 * or not), and Run now, which runs the saved rule after a confirmation naming how many people it takes in.
 */
export default function RulePanel({ definition, record }: SlotProps) {
  const rule = record as unknown as LifecycleRule;
  const translate = useTranslate();
  const t: T = (key, options) => translate(`app.resources.lifecycleRules.${key}`, options);
  const ready = useTexts(lifecycleTexts);
  const notify = useNotify();
  const saved = useSuccessNotify(definition);
  const dataProvider = useDataProvider<LifecycleDataProvider>();
  const [update] = useUpdate(undefined, undefined, { returnPromise: true });
  const refusal = useRefusal(SOURCES);
  const [preview, setPreview] = useState<LifecyclePreview>();
  const [confirming, setConfirming] = useState<LifecyclePreview & { ruleKey: string }>();
  const clearPreview = useCallback(() => setPreview(undefined), []);

  const dryRun = useMutation({
    mutationKey: callKey('lifecycleRules', 'previewLifecycleRule', rule.id),
    mutationFn: (values?: Record<string, unknown>) =>
      values
        ? dataProvider.previewLifecycleRule({ ...ruleOf({ ...rule, ...values }), id: rule.id })
        : dataProvider.previewSavedLifecycleRule(rule.id),
    onSuccess: setPreview,
  });
  const askToRun = useMutation({
    mutationKey: callKey('lifecycleRules', 'previewSavedLifecycleRule', rule.id),
    mutationFn: () => dataProvider.previewSavedLifecycleRule(rule.id),
    onSuccess: setConfirming,
  });
  const run = useMutation({
    mutationKey: callKey('lifecycleRules', 'runLifecycleRule', rule.id),
    mutationFn: (ruleKey: string) => dataProvider.runLifecycleRule(rule.id, ruleKey),
    // What it changed shows so in the users' pages, and its run in the Runs tab.
    meta: { changes: ['users', 'lifecycleRules'] },
    onSuccess: ({ takenIn, run: done }) => {
      setConfirming(undefined);
      setPreview(undefined);
      notify(done ? t('ran', { ...done }) : t('ranNothing'), { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
      void takenIn;
    },
    onError: () => setConfirming(undefined),
  });

  const submit = async (values: Record<string, unknown>) => {
    const { name: _name, enabled: _enabled, ...changes } = ruleOf({ ...rule, ...values });
    try {
      const done = await update(definition.name, { id: rule.id, data: changes, previousData: record });
      saved('updated', done);
      setPreview(undefined);
    } catch (error) {
      return refusal(error);
    }
  };

  if (!ready) return <WaitProgress inline />;
  return (
    <Stack spacing={2} sx={{ mt: 2 }} component="section" aria-label={t('ruleForm')}>
      <Typography color="textSecondary">{t('intro')}</Typography>
      <LabelledForm
        key={JSON.stringify(rule.steps) + rule.trigger}
        label={t('ruleForm')}
        record={rule}
        validate={validate}
        onSubmit={submit}
        warnWhenUnsavedChanges
      >
        <Stack spacing={2}>
          <TriggerFields t={t} />
          <StepsInput t={t} />
          <DryRunActions
            texts={dryRunTexts(t)}
            validate={validate}
            busy={dryRun.isPending || askToRun.isPending || run.isPending}
            onDryRun={(values) => dryRun.mutate(values)}
            onRun={() => askToRun.mutate()}
            onEdited={clearPreview}
          />
        </Stack>
      </LabelledForm>
      {preview && <DryRun preview={preview} t={t} />}
      <ConfirmDialog
        open={!!confirming}
        loading={run.isPending}
        text={confirming ? t('runConfirm', { smart_count: confirming.count }) : ''}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => confirming && run.mutate(confirming.ruleKey)}
      />
    </Stack>
  );
}

function stepText(step: PlannedStep, t: T): string {
  const what = [t(`actions.${step.action}`), step.target].filter(Boolean).join(' ');
  const when =
    dayjs(step.dueAt).diff(dayjs(), 'hour') < 1 ? t('today') : t('onDate', { date: dayjs(step.dueAt).format('ll') });
  return step.effect === 'nothing' ? `${what}: ${t('nothing')}` : `${what}, ${when}`;
}

/** Who a run would take in, and each step it would do to them (a page of them: the count is whole). */
function DryRun({ preview, t }: { preview: LifecyclePreview; t: T }) {
  const title = t(preview.saved ? 'dryRunTitle' : 'dryRunUnsavedTitle', { smart_count: preview.count });
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      {preview.people.length ? (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('person')}</TableCell>
              <TableCell>{t('planned')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.people.map((person) => (
              <TableRow key={person.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {`${person.firstName} ${person.lastName}`.trim()}
                  <br />
                  {person.email}
                </TableCell>
                <TableCell>
                  {person.steps.map((step) => (
                    <div key={step.step}>{stepText(step, t)}</div>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="textSecondary">{t('nobody')}</Typography>
      )}
      {preview.count > preview.people.length && (
        <Typography color="textSecondary">
          {t('more', { smart_count: preview.count - preview.people.length })}
        </Typography>
      )}
    </Box>
  );
}
