import { useSyncExternalStore } from 'react';
import { listeners } from '@/listeners';

/** The four message drawers (top, bottom, left, right): any part of the console can open one. */
export type DrawerAnchor = 'top' | 'bottom' | 'left' | 'right';

export interface DrawerMessage {
  /** Catalogue keys or literal texts. */
  title: string;
  message?: string;
}

type State = Partial<Record<DrawerAnchor, DrawerMessage>>;

let state: State = {};
const changes = listeners();

function update(next: State) {
  state = next;
  changes.emit();
}

export function showMessageDrawer(anchor: DrawerAnchor, message: DrawerMessage) {
  update({ ...state, [anchor]: message });
}

export function closeMessageDrawer(anchor: DrawerAnchor) {
  update({ ...state, [anchor]: undefined });
}

export function useMessageDrawers(): State {
  return useSyncExternalStore(
    changes.add,
    () => state,
    () => state,
  );
}
