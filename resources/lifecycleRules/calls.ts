import type { PlatformDataProvider } from '@/platform/dataProvider';
import { platformRequest } from '@/platform/request';
import type { LifecyclePreview, LifecycleRule, LifecycleRun } from '@contract/lifecycle';

/** How many people the dry run shows (the count is whole). */
export const PREVIEW_PAGE = 100;
const range = (n: number) => ({ range: JSON.stringify([0, n - 1]) });

/** A rule's calls that are not CRUD (fixtures/server/routes/lifecycleRules.ts), data-provider methods. */
export const calls = {
  /** The dry run of `rule` as on the screen (with its id when saved), not saved. */
  previewLifecycleRule: (rule: Partial<LifecycleRule>) =>
    platformRequest<LifecyclePreview>('account', '/lifecycleRules/preview', {
      method: 'POST',
      body: rule,
      query: range(PREVIEW_PAGE),
    }),
  /** The saved rule's dry run, with its key: Run now runs that rule or none (409). */
  previewSavedLifecycleRule: (id: number) =>
    platformRequest<LifecyclePreview & { ruleKey: string }>('account', `/lifecycleRules/${id}/preview`, {
      query: range(PREVIEW_PAGE),
    }),
  runLifecycleRule: (id: number, ruleKey: string) =>
    platformRequest<{ takenIn: number; run?: LifecycleRun }>('account', `/lifecycleRules/${id}/run`, {
      method: 'POST',
      body: { ruleKey },
    }),
  getLifecycleRuns: (id: number) =>
    platformRequest<LifecycleRun[]>('account', `/lifecycleRules/${id}/runs`, { query: range(20) }),
};

/** The data provider as the rule's panels use it. */
export type LifecycleDataProvider = PlatformDataProvider & typeof calls;
