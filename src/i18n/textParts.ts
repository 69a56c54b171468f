import { listeners } from '@/listeners';
import type { Texts } from './catalogue';
import type { Locale } from './locale';

/**
 * Texts that load with the code that shows them (a lazy dialog, tab or panel), not with the catalogue an app
 * starts with, which the start-up budget counts (tests/unit/bundle-budget.test.ts): each language's module,
 * whose `texts` join the catalogue under `app` once the part is first wanted (useTexts). Their keys are the
 * catalogue's like any other's; a part is defined once (parts.ts, or a resource's folder) and listed in
 * TEXT_PARTS (tests/support/textParts.ts), which the catalogues' tests read. Only this registry is start-up code: the
 * translator with parts (withTextParts.ts) loads with the first part.
 */
export type TextPart = Record<Locale, () => Promise<{ texts: Texts }>>;

let wanted: readonly TextPart[] = [];
const changes = listeners();

/** Asks for a part's texts in the translator (once; the app's translator loads and adds them). */
export function wantTexts(part: TextPart): void {
  if (wanted.includes(part)) return;
  wanted = [...wanted, part];
  changes.emit();
}

/** The parts wanted so far, a new array at each change (useSyncExternalStore's snapshot). */
export const wantedTexts = () => wanted;
export const onWantedTexts = changes.add;
