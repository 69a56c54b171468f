import type { PlatformDataProvider } from '@/platform/dataProvider';
import { platformRequest } from '@/platform/request';
import type { DormancyPreview, DormancyRule, DormancyRun } from '@/platform/dormancy';

/** How many of each list the page shows (the counts are whole). */
export const PREVIEW_PAGE = 100;

/** The dormancy rule's calls, data-provider methods (resources/index.ts). */
export const calls = {
  getDormancyRule: () => platformRequest<DormancyRule>('account', '/dormancy'),
  saveDormancyRule: (changes: Partial<Omit<DormancyRule, 'id' | 'updatedAt'>>) =>
    platformRequest<DormancyRule>('account', '/dormancy', { method: 'PUT', body: changes }),
  previewDormancy: () =>
    platformRequest<DormancyPreview>('account', '/dormancy/preview', {
      query: { range: JSON.stringify([0, PREVIEW_PAGE - 1]) },
    }),
  runDormancy: () => platformRequest<{ run: DormancyRun }>('account', '/dormancy/run', { method: 'POST', body: {} }),
  getDormancyRuns: () =>
    platformRequest<DormancyRun[]>('account', '/dormancy/runs', { query: { range: JSON.stringify([0, 9]) } }),
};

/** The data provider as the Dormant accounts page uses it. */
export type DormancyDataProvider = PlatformDataProvider & typeof calls;
