import { useSyncExternalStore } from 'react';
import { listeners } from '@/listeners';

/**
 * The notification store: a tiny external store, so the adapter (outside React) and the realtime
 * client can notify, and the notification centre (inside React) renders what is here.
 * Titles and texts are catalogue keys or literal texts; the centre translates keys and shows
 * anything else as it is.
 */
export type Severity = 'success' | 'info' | 'warning' | 'error';

/** A stacked snackbar (API errors and service notifications): stays until closed. */
export interface ServiceNotification {
  id: number;
  severity: Severity;
  title: string;
  subtitle?: string;
  body?: string;
  /** The platform's error code, whose texts the other languages have (app.errors.codes). */
  code?: string;
  /** The platform's id of the failed call (X-Request-Id), for a person to quote. */
  requestId?: string;
  /** Label of an action button (the error envelope's `action`); the button closes the notice. */
  action?: string;
  timestamp?: string;
}

/** A modal alert: a dialog with a title, a message and an OK button. */
export interface ModalAlert {
  id: number;
  severity: Severity;
  title: string;
  message?: string;
}

interface State {
  notifications: ServiceNotification[];
  alerts: ModalAlert[];
}

let state: State = { notifications: [], alerts: [] };
let nextId = 1;
const changes = listeners();

function update(next: State) {
  state = next;
  changes.emit();
}

export function pushNotification(notification: Omit<ServiceNotification, 'id'>): number {
  const id = nextId++;
  update({ ...state, notifications: [...state.notifications, { ...notification, id }] });
  return id;
}

export function dismissNotification(id: number) {
  update({ ...state, notifications: state.notifications.filter((n) => n.id !== id) });
}

export function showAlert(alert: Omit<ModalAlert, 'id'>): number {
  const id = nextId++;
  update({ ...state, alerts: [...state.alerts, { ...alert, id }] });
  return id;
}

export function dismissAlert(id: number) {
  update({ ...state, alerts: state.alerts.filter((a) => a.id !== id) });
}

export function clearNotifications() {
  update({ notifications: [], alerts: [] });
}

export function getNotificationState(): State {
  return state;
}

export function subscribeNotifications(listener: () => void): () => void {
  return changes.add(listener);
}

export function useNotificationState(): State {
  return useSyncExternalStore(subscribeNotifications, getNotificationState, getNotificationState);
}

/**
 * API errors are notified once, by the adapter. react-admin's controllers notify the same failure
 * again with the error's message; the centre drops those repeats by asking here.
 */
const REPEAT_WINDOW_MS = 5000;
const notifiedErrors = new Map<string, number>();

export function rememberNotifiedError(message: string) {
  notifiedErrors.set(message, Date.now());
}

export function wasNotifiedError(message: string | undefined): boolean {
  if (!message) return false;
  const at = notifiedErrors.get(message);
  return at !== undefined && Date.now() - at < REPEAT_WINDOW_MS;
}
