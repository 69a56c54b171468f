import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import '@/i18n/dates';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormCountInput } from '@/forms/FormCountInput';
import { LabelledForm } from '@/forms/LabelledForm';
import { DryRunActions } from '@/forms/DryRunActions';
import { SUCCESS_HIDE_MS } from '@/constants';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';
import type { ListSlotProps } from '@/engine/types';
import RunsTable from '@resources/history/RunsTable';
import { useRefusal } from '@/forms/refusals';
import { callKey } from '@/platform/queryKeys';
import { useTexts } from '@/i18n/useTexts';
import WaitProgress from '@/ui/WaitProgress';
import type { DormancyDataProvider } from './calls';
import { DORMANCY_ACTS, type DormancyPreview, type DormancyRule } from '@contract/dormancy';
import { IdsPicker, SwitchInput } from './RuleInputs';
import { ruleErrors } from './ruleErrors';
import { dormancyTexts } from './texts';

const SOURCES = [
  'enabled',
  'warnAfterDays',
  'deactivateAfterDays',
  'deleteAfterDays',
  'exemptUserIDs',
  'exemptGroupIDs',
] as const;

/**
 * Dormant accounts (issue 39): the rule's form (react-admin's inputs; each threshold's error under it, the
 * API's refusal on the field it names), the exemptions (people and groups), a dry run listing whom the rule
 * mails, deactivates and deletes today with counts, Run now (after a confirmation naming those counts), and
 * the last runs, each with a link to its history.
 */
export default function DormancyPage(_props: ListSlotProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.resources.dormancy.${key}`, options);
  const notify = useNotify();
  const dataProvider = useDataProvider<DormancyDataProvider>();
  const rule = useQuery({
    queryKey: callKey('dormancy', 'getDormancyRule'),
    queryFn: () => dataProvider.getDormancyRule(),
    staleTime: 0,
  });
  const runs = useQuery({
    queryKey: callKey('dormancy', 'getDormancyRuns'),
    queryFn: () => dataProvider.getDormancyRuns(),
    staleTime: 0,
  });
  const [preview, setPreview] = useState<DormancyPreview>();
  const [confirming, setConfirming] = useState(false);
  const clearPreview = useCallback(() => setPreview(undefined), []);
  const refusal = useRefusal(SOURCES);

  const save = useMutation({
    mutationKey: callKey('dormancy', 'saveDormancyRule'),
    mutationFn: (changes: Partial<DormancyRule>) => dataProvider.saveDormancyRule(changes),
  });
  // Without changes, the saved rule's dry run; with the form's changes, the dry run of the rule on the screen.
  const dryRun = useMutation({
    mutationKey: callKey('dormancy', 'previewDormancy'),
    mutationFn: (changes?: Partial<DormancyRule>) => dataProvider.previewDormancy(changes),
    onSuccess: setPreview,
  });
  // Runs the saved rule its confirmation showed (the API refuses it when the rule was saved again since).
  const run = useMutation({
    mutationKey: callKey('dormancy', 'runDormancy'),
    mutationFn: (ruleUpdatedAt: string) => dataProvider.runDormancy(ruleUpdatedAt),
    // The users it deactivated or deleted show so in the Users page.
    meta: { changes: ['users'] },
    onSuccess: ({ run: done }) => {
      setConfirming(false);
      setPreview(undefined);
      void runs.refetch();
      notify(t('ran', { mailed: done.mailed, deactivated: done.deactivated, deleted: done.deleted }), {
        type: 'success',
        autoHideDuration: SUCCESS_HIDE_MS,
      });
    },
    onError: () => setConfirming(false),
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await save.mutateAsync(changesOf(values));
      await rule.refetch();
      setPreview(undefined);
      notify('app.resources.dormancy.updated', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
    } catch (error) {
      return refusal(error);
    }
  };

  const askToRun = async () => {
    // The confirmation names what the run does: the saved rule's dry run today, asked afresh.
    await dryRun.mutateAsync(undefined);
    setConfirming(true);
  };

  const textsReady = useTexts(dormancyTexts);

  if (rule.isPending || !textsReady) return <WaitProgress inline />;
  if (!rule.data) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('rule')}>
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          {t('intro')}
        </Typography>
        <LabelledForm
          key={rule.data.updatedAt}
          label={t('rule')}
          record={rule.data}
          validate={(values) => ruleErrors(values)}
          onSubmit={submit}
          warnWhenUnsavedChanges
        >
          <SwitchInput name="enabled" label={t('fields.enabled')} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {(['warnAfterDays', 'deactivateAfterDays', 'deleteAfterDays'] as const).map((source) => (
              <FormCountInput key={source} name={source} label={t(`fields.${source}`)} errors={ruleErrors} />
            ))}
          </Box>
          <IdsPicker name="exemptUserIDs" resource="users" searchField="email" label={t('fields.exemptUserIDs')} />
          <IdsPicker name="exemptGroupIDs" resource="groups" searchField="name" label={t('fields.exemptGroupIDs')} />
          <DryRunActions
            texts={{
              save: t('save'),
              dryRun: t('dryRun'),
              dryRunUnsaved: t('dryRunUnsaved'),
              runNow: t('runNow'),
              runNeedsSave: t('runNeedsSave'),
            }}
            validate={ruleErrors}
            busy={dryRun.isPending || run.isPending}
            onDryRun={(values) => dryRun.mutate(values && changesOf(values))}
            onRun={() => void askToRun()}
            onEdited={clearPreview}
          />
        </LabelledForm>
      </Paper>

      {preview && <DryRun preview={preview} t={t} />}

      <Box component="section" aria-label={t('runs')}>
        <Typography variant="subtitle1" component="h2">
          {t('runs')}
        </Typography>
        <RunsTable
          runs={runs.data ?? []}
          t={t}
          countsKey="acts"
          by={(run) => (run.by === 'schedule' ? t('schedule') : run.by)}
          counts={(run) => `${run.mailed} / ${run.deactivated} / ${run.deleted}`}
        />
      </Box>

      <ConfirmDialog
        open={confirming}
        loading={run.isPending}
        text={preview ? `${thresholds(preview.rule, t)} ${t('runConfirm', preview.counts)}` : ''}
        onCancel={() => setConfirming(false)}
        onConfirm={() => preview && run.mutate(preview.rule.updatedAt)}
      />
    </Stack>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** The rule as the API takes it from the form's values: days typed as text are whole numbers by now (ruleErrors); an empty K is "never". */
function changesOf(values: Record<string, unknown>): Partial<DormancyRule> {
  const days = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
  return {
    enabled: !!values.enabled,
    warnAfterDays: days(values.warnAfterDays)!,
    deactivateAfterDays: days(values.deactivateAfterDays)!,
    deleteAfterDays: days(values.deleteAfterDays),
    exemptUserIDs: values.exemptUserIDs as number[],
    exemptGroupIDs: values.exemptGroupIDs as number[],
  };
}

/** The rule's days in words, so a dry run and a confirmation say which rule they are about. */
function thresholds(rule: DormancyRule, t: T): string {
  return rule.deleteAfterDays === null
    ? t('thresholds', { warn: rule.warnAfterDays, deactivate: rule.deactivateAfterDays })
    : t('thresholdsWithDelete', {
        warn: rule.warnAfterDays,
        deactivate: rule.deactivateAfterDays,
        delete: rule.deleteAfterDays,
      });
}

/** The three lists of the dry run, each with its count (a page of each: the counts are whole). */
function DryRun({ preview, t }: { preview: DormancyPreview; t: T }) {
  const title = t(preview.saved ? 'dryRunTitle' : 'dryRunUnsavedTitle');
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {thresholds(preview.rule, t)}
      </Typography>
      {DORMANCY_ACTS.map((act) => {
        const people = preview[act];
        const title = t(`lists.${act}`, { count: preview.counts[act] });
        return (
          <Box key={act} component="section" aria-label={title} sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {title}
            </Typography>
            {people.length ? (
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    {(['name', 'email', 'lastSigninAt', 'inactiveDays'] as const).map((column) => (
                      <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {people.map((person) => (
                    <TableRow key={person.id}>
                      <TableCell>{`${person.firstName} ${person.lastName}`.trim()}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{person.email}</TableCell>
                      <TableCell>
                        {person.lastSigninAt ? dayjs(person.lastSigninAt).format('ll') : t('never')}
                      </TableCell>
                      <TableCell>{person.inactiveDays}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Typography color="textSecondary">{t('nobody')}</Typography>
            )}
            {preview.counts[act] > people.length && (
              <Typography color="textSecondary">{t('more', { count: preview.counts[act] - people.length })}</Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
