import { useTranslate } from 'react-admin';
import type { SlotProps } from '@/engine/types';
import { useTexts } from '@/i18n/useTexts';
import { eventName } from './eventNames';
import { eventNameTexts } from './eventNameTexts';

/**
 * An event's title in its detail: its name in the person's language (issue 64), as the history shows it, the
 * names' texts loading with it rather than with the catalogue start-up reads. Until they are there it is the
 * name the platform wrote, so the header never shows a key.
 */
export default function EventTitle({ record }: SlotProps) {
  const translate = useTranslate();
  const name = String(record.name ?? record.id);
  return <>{useTexts(eventNameTexts) ? eventName(translate, name) : name}</>;
}
