import { useTranslate } from 'react-admin';
import { useTexts } from '@/i18n/useTexts';
import { eventNameTexts } from '@resources/events/eventNameTexts';
import { changeText, fieldLabel, pathText, shortAgent } from './historyText';
import { revertTexts } from './revertTexts';
import type { HistoryEntry } from './types';

/** The texts an entry is read with (its fields' labels, an event's name), loaded with the history. */
export const useEntryTexts = () => useTexts(revertTexts, eventNameTexts);

/**
 * What an entry changed, as a person reads it (issue 64): each field by its label, times in their date format
 * (`First Name: Ann → Anna; Updated: …`); an event made or removed as its call, person, status and agent, not
 * its raw fields.
 */
export default function EntrySummary({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  if (!useEntryTexts()) return null;
  const t = (key: string) => translate(`app.resources.history.audit.${key}`);
  if (entry.resource === 'events' && entry.action !== 'update') {
    const value = (field: string) => {
      const change = entry.changes.find((c) => c.field === field);
      const shown = entry.action === 'create' ? change?.after : change?.before;
      return typeof shown === 'string' || typeof shown === 'number' ? String(shown) : '';
    };
    const parts: [string, string][] = [
      ['call', `${value('method')} ${pathText(value('resource'))}`.trim()],
      ['person', value('userEmail') || t('nobody')],
      ['status', value('status')],
      ['agent', shortAgent(value('userAgent'))],
    ];
    return <>{parts.map(([key, text]) => `${t(`event.${key}`)}: ${text}`).join(' · ')}</>;
  }
  const shown = entry.changes.map((change) => {
    const label = fieldLabel(translate, entry.resource, change.field);
    const before = changeText(change.before, change.beforeName, translate);
    const after = changeText(change.after, change.afterName, translate);
    if (entry.action === 'create') return `${label}: ${after}`;
    if (entry.action === 'delete') return `${label}: ${before} (${t('removed')})`;
    return `${label}: ${before} → ${after}`;
  });
  return <>{shown.join('; ')}</>;
}
