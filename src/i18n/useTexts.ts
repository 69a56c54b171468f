import { useEffect, useSyncExternalStore } from 'react';
import { useI18nProvider } from 'react-admin';
import { wantTexts, type TextPart } from './textParts';
import { holdsTexts, onTextsJoined } from './withTextParts';

/**
 * Whether these text parts (textParts.ts) are in the translator yet: the component that shows their texts
 * renders nothing of them until they are (a few milliseconds, the parts' chunks), so no key ever shows in
 * place of its text. It renders again when they join, alone: the translator stays the same (Translator).
 */
export function useTexts(...parts: TextPart[]): boolean {
  const provider = useI18nProvider();
  // Wanting a part twice does nothing: no dependencies to keep.
  useEffect(() => parts.forEach(wantTexts));
  return useSyncExternalStore(onTextsJoined, () => parts.every((part) => holdsTexts(provider, part)));
}
