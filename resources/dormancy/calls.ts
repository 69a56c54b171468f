import type { PlatformDataProvider } from '@/platform/dataProvider';
import { platformRequest } from '@/platform/request';
import type { DormancyPreview, DormancyRule, DormancyRun } from '@contract/dormancy';

/** How many of each list the page shows (the counts are whole). */
export const PREVIEW_PAGE = 100;

/** The dormancy rule's calls, data-provider methods (resources/index.ts). */
export const calls = {
  getDormancyRule: () => platformRequest<DormancyRule>('account', '/dormancy'),
  saveDormancyRule: (changes: Partial<Omit<DormancyRule, 'id' | 'updatedAt'>>) =>
    platformRequest<DormancyRule>('account', '/dormancy', { method: 'PUT', body: changes }),
  /** The dry run of the saved rule, or, with `changes`, of the saved rule with those changes (not saved). */
  previewDormancy: (changes?: Partial<Omit<DormancyRule, 'id' | 'updatedAt'>>) =>
    platformRequest<DormancyPreview>('account', '/dormancy/preview', {
      query: { range: JSON.stringify([0, PREVIEW_PAGE - 1]) },
      ...(changes && { method: 'POST', body: changes }),
    }),
  /** Runs the saved rule, the one saved at `ruleUpdatedAt` (409 when it changed since). */
  runDormancy: (ruleUpdatedAt: string) =>
    platformRequest<{ run: DormancyRun }>('account', '/dormancy/run', { method: 'POST', body: { ruleUpdatedAt } }),
  getDormancyRuns: () =>
    platformRequest<DormancyRun[]>('account', '/dormancy/runs', { query: { range: JSON.stringify([0, 9]) } }),
};

/** The data provider as the Dormant accounts page uses it. */
export type DormancyDataProvider = PlatformDataProvider & typeof calls;
