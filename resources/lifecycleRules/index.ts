import { lazy } from 'react';
import { SUPERADMIN } from '@/auth/hasRoles';
import { preloadable } from '@/ui/preloadable';
import { defineResource } from '@resources/define';
import { LIFECYCLE_TRIGGERS } from '@contract/lifecycleTriggers';

// One chunk for the four (the start-up code names each chunk it may load: bundle-budget.test.ts), one loader.
type Slots = typeof import('./slots');
const fromSlots = <K extends keyof Slots>(name: K) =>
  lazy(() => import('./slots').then((slots) => ({ default: slots[name] })));
const RuleCreateForm = fromSlots('RuleCreateForm');
const RulePanel = fromSlots('RulePanel');
const RuleRuns = fromSlots('RuleRuns');
const DormancyRuleLink = fromSlots('DormancyRuleLink');
// The menu's icon is a lazy chunk, as the custom pages' are (the start-up budget: bundle-budget.test.ts).
const AutoModeIcon = preloadable(() => import('@mui/icons-material/AutoMode'));

/**
 * Joiner, mover and leaver rules (issue 62, the superadmin's): a trigger and steps, each rule with a dry run of
 * what is on the screen, Run now, and its runs (each one history run, undone from the history). Under Users,
 * beside the dormancy rule (the inactivity rule the deployment ships with), which the list names above its rows.
 */
export default defineResource({
  name: 'lifecycleRules',
  endpoint: { service: 'account', path: '/lifecycleRules' },
  capability: 'lifecycleRules',
  route: '/lifecycleRules',
  roles: SUPERADMIN,
  menu: { icon: AutoModeIcon, parent: '/users', order: 12 },
  fields: [
    { source: 'name', type: 'text', required: true },
    { source: 'enabled', type: 'bool' },
    {
      source: 'trigger',
      type: 'select',
      readOnly: true,
      choices: LIFECYCLE_TRIGGERS.map((id) => ({ id, label: `app.resources.lifecycleRules.triggers.${id}` })),
    },
  ],
  columns: [{ source: 'name' }, { source: 'trigger' }, { source: 'enabled' }],
  selectionParam: 'ruleID',
  dimmed: (rule) => !rule.enabled,
  create: ['name'],
  edit: ['name', 'enabled'],
  delete: { text: 'app.resources.lifecycleRules.deleteConfirm' },
  slots: {
    create: RuleCreateForm,
    panels: [RulePanel],
    tabs: [{ label: 'app.resources.lifecycleRules.runs', component: RuleRuns }],
    // The deployment's dormancy rule, one of the rules though it keeps its own page.
    toolbar: [DormancyRuleLink],
  },
});

export { calls } from './calls';
export { messages } from './messages';
