import { formatNumber } from '@/i18n/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../types';
import type { useListSelection } from './useListSelection';

const format = formatNumber;

/**
 * Above a list with bulk actions, always shown: how many records are selected, "Select all N matching"
 * once the page is checked, Clear selection, and the definition's actions on the selection.
 */
export default function SelectionBar({
  definition,
  state,
  actionsShown = true,
}: {
  definition: ResourceDefinition;
  state: ReturnType<typeof useListSelection>;
  /** The definition's actions, lazy, show when the list says (ResourceList's `controlsShown`). */
  actionsShown?: boolean;
}) {
  const translate = useTranslate();
  const Bulk = definition.slots?.bulk;
  const { selection, selecting, matching, capped, canSelectAll, selectAll } = state;
  const count = selection.ids.length;
  return (
    <Box
      role="region"
      aria-label={translate('app.admin.selection.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        mt: 1,
        px: 1,
        py: 0.5,
        minHeight: 40,
        borderRadius: 1,
        bgcolor: count ? 'action.selected' : 'action.hover',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 500 }} aria-live="polite">
        {translate('app.admin.selection.count', { count: format(count) })}
      </Typography>
      {selecting && (
        <Typography variant="body2" color="textSecondary" role="status">
          {translate('app.admin.selection.selecting', {
            fetched: format(selecting.fetched),
            count: format(selecting.of),
          })}
        </Typography>
      )}
      {canSelectAll && (
        <Button size="small" onClick={() => void selectAll()}>
          {translate(capped ? 'app.admin.selection.selectFirst' : 'app.admin.selection.selectAll', {
            count: format(matching),
          })}
        </Button>
      )}
      {(count > 0 || selecting) && (
        <Button size="small" onClick={selection.clear}>
          {translate('app.admin.selection.clear')}
        </Button>
      )}
      {Bulk && actionsShown && (
        <Suspense fallback={null}>
          <Bulk definition={definition} selection={selection} />
        </Suspense>
      )}
    </Box>
  );
}
