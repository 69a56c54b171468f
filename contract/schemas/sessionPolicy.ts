/**
 * The session policy's body (issue 59, PUT /account/sessionPolicy), written once: the development API validates
 * it (fixtures/server/commands/sessionPolicy.ts) and the settings page checks its form with it. A PUT sends the
 * changed fields; their order is checked on the policy they make with the stored one (`sessionPolicyOrder`).
 */
import './zodConfig';
import { z } from 'zod';
import { fields } from './fields';
import type { SessionLimits } from '../sessionPolicy';
import { STEP_UP_ACTIONS } from '../stepUpActions';

/** A year: a lifetime beyond it is a typo, not a policy. */
export const MAX_SESSION_HOURS = 365 * 24;

export const sessionPolicyFields = {
  absoluteHours: fields.integer(1, MAX_SESSION_HOURS),
  idleMinutes: fields.integer(1, MAX_SESSION_HOURS * 60),
  adminAbsoluteHours: fields.integer(1, MAX_SESSION_HOURS),
  adminIdleMinutes: fields.integer(1, MAX_SESSION_HOURS * 60),
  rememberMeDays: fields.integer(1, MAX_SESSION_HOURS / 24),
  /** The marked actions, each once (a repeat is dropped), the whole list sent: [] marks none. */
  stepUpActions: z
    .array(z.enum(STEP_UP_ACTIONS))
    .max(STEP_UP_ACTIONS.length * 2)
    .transform((actions) => [...new Set(actions)]),
};

export const sessionPolicyUpdateBody = z.object(sessionPolicyFields).partial().strict();

/**
 * What is wrong with a policy's lifetimes, as the field at fault and its message; undefined when none is: an idle
 * lifetime within its absolute one, the administrators' within everyone's, "remember me" at least a plain session.
 */
export function sessionPolicyOrder(policy: SessionLimits): { field: keyof SessionLimits; message: string } | undefined {
  if (policy.idleMinutes > policy.absoluteHours * 60)
    return { field: 'idleMinutes', message: 'The idle lifetime cannot be longer than the absolute one.' };
  if (policy.adminAbsoluteHours > policy.absoluteHours)
    return { field: 'adminAbsoluteHours', message: 'Administrators cannot have a longer lifetime than everyone.' };
  if (policy.adminIdleMinutes > policy.idleMinutes)
    return { field: 'adminIdleMinutes', message: 'Administrators cannot have a longer idle lifetime than everyone.' };
  if (policy.adminIdleMinutes > policy.adminAbsoluteHours * 60)
    return { field: 'adminIdleMinutes', message: 'The idle lifetime cannot be longer than the absolute one.' };
  if (policy.rememberMeDays * 24 < policy.absoluteHours)
    return { field: 'rememberMeDays', message: '"Remember me" cannot be shorter than a session.' };
  return undefined;
}
