import { useCallback, useEffect, useRef, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { RULE_DIALOG_CLEAR_MS } from '@/constants';

/** What the rule dialog opens on: a rule to edit, or a new rule, possibly filled in (a dimmed chip). */
export interface RuleSelection {
  rule?: RaRecord;
  proposal?: { path?: string; method?: string; roleID?: RaRecord['id'] };
}

/**
 * The rule dialog's open state and selection. Closing keeps the selection while the dialog fades, and
 * clears it RULE_DIALOG_CLEAR_MS later (spec 2), so the closing dialog never shows another rule.
 */
export function useRuleDialog() {
  const [open, setOpen] = useState(false);
  const [selection, setSelection] = useState<RuleSelection>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: RuleSelection) => {
    clearTimeout(timer.current);
    setSelection(next);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSelection(undefined), RULE_DIALOG_CLEAR_MS);
  }, []);

  return { open, selection, show, close };
}
