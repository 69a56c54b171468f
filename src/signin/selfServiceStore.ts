import { useSyncExternalStore } from 'react';
import type { SecondFactorMethod } from '@/auth/calls';
import { listeners } from '@/listeners';

/**
 * Client state shared by the URL-parameter handler (mounted on every page) and the sign-in page: the
 * sign-in prefill, the open self-service dialog and the reset-password token (spec 1 section 3,
 * "reset-password token"). A tiny external store, so neither side has to own the other.
 */
export interface Prefill {
  email?: string;
  password?: string;
  plcode?: string;
  /** Changes on every prefill, so the form applies a repeated identical link again. */
  seq: number;
}

export type SelfServiceDialog =
  | { kind: 'signup'; inviteToken?: string; email?: string; organizationToken?: string }
  | { kind: 'forgot' }
  | { kind: 'activated'; email?: string }
  | { kind: 'invite'; inviteToken: string; email?: string }
  | { kind: 'cookies' }
  | { kind: 'resetDone' }
  /**
   * A right password or mailed code, then the second step (issue 38): a factor to give (`verify`) or to add
   * (`enrol`); `stored` is the post-login redirect read when the sign-in started.
   */
  | { kind: 'secondFactor'; step: 'verify' | 'enrol'; methods: SecondFactorMethod[]; stored: string | null };

export interface SelfServiceState {
  prefill: Prefill;
  dialog: SelfServiceDialog | null;
  resetToken: string | null;
}

const initial: SelfServiceState = { prefill: { seq: 0 }, dialog: null, resetToken: null };
let state: SelfServiceState = initial;
const changes = listeners();

function set(next: Partial<SelfServiceState>) {
  state = { ...state, ...next };
  changes.emit();
}

export const selfService = {
  get: () => state,
  subscribe: changes.add,
  prefill(values: Omit<Prefill, 'seq'>) {
    set({ prefill: { ...values, seq: state.prefill.seq + 1 } });
  },
  /** The values of the last link, once: the sign-in page applies them and they are forgotten. */
  takePrefill(): Omit<Prefill, 'seq'> | null {
    const { seq, ...values } = state.prefill;
    if (Object.values(values).every((v) => v === undefined)) return null;
    state = { ...state, prefill: { seq } }; // no notification: nothing to re-render
    return values;
  },
  open(dialog: SelfServiceDialog) {
    set({ dialog });
  },
  close() {
    set({ dialog: null });
  },
  setResetToken(resetToken: string | null) {
    set({ resetToken });
  },
  /** For tests: back to the first state. */
  reset() {
    set(initial);
  },
};

export function useSelfService(): SelfServiceState {
  return useSyncExternalStore(selfService.subscribe, selfService.get, selfService.get);
}
