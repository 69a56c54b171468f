/** The rules' lazy slots, one chunk (index.ts). */
export { default as RuleCreateForm } from './RuleCreateForm';
export { default as RulePanel } from './RulePanel';
export { default as RuleRuns } from './RuleRuns';
export { default as DormancyRuleLink } from './DormancyRuleLink';
