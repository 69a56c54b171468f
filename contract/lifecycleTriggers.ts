/**
 * When a joiner/mover/leaver rule takes a person in (issue 62; contract/lifecycle.ts): the moment they enter the
 * trigger's state. Apart from the rest of the contract, so the console's list of rules starts with this alone.
 */
export const LIFECYCLE_TRIGGERS = ['joiner', 'mover', 'leaver', 'inactive'] as const;
export type LifecycleTrigger = (typeof LIFECYCLE_TRIGGERS)[number];
