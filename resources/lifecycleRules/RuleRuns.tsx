import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SlotProps } from '@/engine/types';
import RunsTable from '@resources/history/RunsTable';
import { useTexts } from '@/i18n/useTexts';
import { callKey } from '@/platform/queryKeys';
import WaitProgress from '@/ui/WaitProgress';
import type { LifecycleDataProvider } from './calls';
import { lifecycleTexts } from './texts';

/** A rule's runs, newest first: when, by whom (a person, a change, the schedule), what they did, their history. */
export default function RuleRuns({ record }: SlotProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.resources.lifecycleRules.${key}`, options);
  const ready = useTexts(lifecycleTexts);
  const dataProvider = useDataProvider<LifecycleDataProvider>();
  const id = Number(record.id);
  const runs = useQuery({
    queryKey: callKey('lifecycleRules', 'getLifecycleRuns', id),
    queryFn: () => dataProvider.getLifecycleRuns(id),
    staleTime: 0,
  });
  if (!ready || runs.isPending) return <WaitProgress inline />;
  return (
    <RunsTable
      runs={runs.data ?? []}
      t={t}
      countsKey="counts"
      by={(run) => (run.by === 'moment' || run.by === 'schedule' ? t(`by.${run.by}`) : run.by)}
      counts={(run) => `${run.done} / ${run.refused} / ${run.cancelled}`}
    />
  );
}
