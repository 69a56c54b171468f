import { useDeferredValue } from 'react';

/**
 * False in a component's first render, then true in a render React makes in the background right after
 * the first has painted (useDeferredValue's initial value): what can wait a frame renders then, so that
 * what a person asked for shows sooner (issue 41: a record's fields before the rest of its panel).
 */
export function useSecondPass(): boolean {
  return useDeferredValue(true, false);
}
