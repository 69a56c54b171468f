import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { eventName } from '@resources/events/eventNames';
import { changeText, fieldLabel, historyDate, recordName } from './historyText';
import { useEntryTexts } from './EntrySummary';
import type { HistoryEntry } from './types';

// Revert (issue 39) loads with its texts once a history shows, not with the page that may show one.
const RevertButton = lazy(() => import('./RevertDialog'));
const RevertOf = lazy(() => import('./RevertDialog').then((m) => ({ default: m.RevertOf })));

const ACTION_COLORS = { create: 'success', update: 'info', delete: 'error' } as const;

/**
 * The record of an entry, as a person names it: its kind and its name (`Group membership: Ann · Support`); an
 * event's name in the person's language (issue 64).
 */
export function EntryRecord({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  useEntryTexts();
  const name = recordName(entry);
  return (
    <>{`${translate(`app.resources.history.kinds.${entry.resource}`, { _: entry.resource })}: ${entry.resource === 'events' ? eventName(translate, name) : name}`}</>
  );
}

/** Who wrote an entry: their e-mail (a visitor's call has none), as whom when impersonating, with a token. */
export function EntryActor({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const parts = [entry.actorEmail || translate('app.resources.history.visitor')];
  if (entry.asUserEmail) parts.push(translate('app.resources.history.asUser', { email: entry.asUserEmail }));
  if (entry.viaToken) parts.push(translate('app.resources.history.viaToken'));
  return <>{parts.join(' ')}</>;
}

/**
 * One entry of a record's history: when, who, what happened to which record, each field (by its label) before
 * and after.
 */
export default function EntryChanges({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  useEntryTexts();
  return (
    <Box
      component="article"
      aria-label={`${historyDate(entry.at)} ${translate(`app.resources.history.kinds.${entry.resource}`, { _: entry.resource })} ${translate(`app.resources.history.actions.${entry.action}`)}`}
      sx={{ py: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={ACTION_COLORS[entry.action]}
          label={translate(`app.resources.history.actions.${entry.action}`)}
        />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <EntryRecord entry={entry} />
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {historyDate(entry.at)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Suspense fallback={null}>
          <RevertButton entry={entry} />
        </Suspense>
      </Box>
      <Typography variant="body2" color="textSecondary">
        <EntryActor entry={entry} />
        {entry.runID && ` · ${translate('app.resources.history.run', { id: entry.runID })}`}
        {entry.revertOf && (
          <Suspense fallback={null}>
            <RevertOf id={entry.revertOf} />
          </Suspense>
        )}
      </Typography>
      {entry.changes.length > 0 && (
        <Table size="small" aria-label={translate('app.resources.history.fields.summary')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.resources.history.field')}</TableCell>
              <TableCell>{translate('app.resources.history.before')}</TableCell>
              <TableCell>{translate('app.resources.history.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entry.changes.map((change) => (
              <TableRow key={change.field}>
                <TableCell>{fieldLabel(translate, entry.resource, change.field)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {changeText(change.before, change.beforeName, translate)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {changeText(change.after, change.afterName, translate)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
