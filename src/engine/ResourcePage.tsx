import Box from '@mui/material/Box';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { ResourceContextProvider, useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import PageHeading from '@/ui/PageHeading';
import ResourceList from './list/ResourceList';
import type { ResourceDefinition } from './types';
import { useSelection } from './useSelection';
import { DetailPanel } from './detail/detailPanel';
import type { DetailAheadProps } from './detail/DetailAhead';
import { preload, preloadable } from '@/ui/preloadable';
import { useArrived } from '@/ui/useArrived';
import { afterPaint } from '@/ui/afterPaint';
import { useSelectedRowStore } from './list/selectedRow';

// The list is what the page shows first; the create dialog, with its field editors, loads when it opens.
const CreateDialog = lazy(() => import('./create/CreateDialog'));
// What readies a row's click once the list has rows (issue 41). Rendered once its code is there, never
// suspending: a Suspense boundary's reveal waits for React's throttle (300 ms), and so would its work.
const DetailAhead = preloadable<DetailAheadProps>(() => import('./detail/DetailAhead'));

/**
 * The page of a resource, driven by its definition (resources/): the list, the selected record's detail
 * (side panel or full-screen dialog) and, when the resource can be created, the add button and dialog.
 * A definition with a `page` slot shows that page under the title instead of the list and detail.
 */
export default function ResourcePage({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const selectedRow = useSelectedRowStore();
  const selection = useSelection(definition, selectedRow);
  const [rows, setRows] = useState<RaRecord[]>();
  // Once the list's answer has painted, the detail's code comes, with what readies it (issue 41). Asked for
  // before the paint, its requests (a module preload link for each of its chunks) held the first rows back.
  const [aheadLoaded, setAheadLoaded] = useState(false);
  const answered = rows !== undefined;
  const detail = definition.slots?.detail;
  useEffect(() => {
    if (!answered) return;
    return afterPaint(
      () => void Promise.all([DetailAhead, DetailPanel, detail].map(preload)).then(() => setAheadLoaded(true)),
    );
  }, [answered, detail]);
  // The list's lazy controls (the column chooser, the selection's actions) come last: once a row's first
  // click is ready (DetailAhead), or at once on an empty list. Shown, they stay.
  const [controlsShown, setControlsShown] = useState(false);
  const showControls = useCallback(() => setControlsShown(true), []);
  const hasRows = !!rows?.length;
  if (aheadLoaded && !hasRows && !controlsShown) setControlsShown(true);
  // A row opened before the detail's code has come (a slow machine, a quick click) shows in the frame it
  // comes in, not a throttled frame after a Suspense fallback (issue 63).
  const detailParts = useMemo(() => [DetailPanel, detail], [detail]);
  const detailArrived = useArrived(selection.id !== undefined, detailParts);
  const [creating, setCreating] = useState(false);
  // Mounted from the first opening on, so that the dialog's closing transition still runs.
  const [createOpened, setCreateOpened] = useState(false);
  const CustomPage = definition.slots?.page;
  const { canAccess: canCreate = false } = useCanAccess({
    resource: definition.name,
    action: 'create',
    enabled: !!definition.create,
  });
  const canAdd = !!definition.create && canCreate;

  return (
    <ResourceContextProvider value={definition.name}>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <PageHeading
          variant="h5"
          mb={1}
          add={
            canAdd
              ? {
                  label: translate('app.admin.add'),
                  onClick: () => {
                    setCreateOpened(true);
                    setCreating(true);
                  },
                }
              : undefined
          }
        >
          {translate(definition.texts.title)}
        </PageHeading>
        {CustomPage ? (
          <Suspense fallback={null}>
            <CustomPage definition={definition} />
          </Suspense>
        ) : (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <ResourceList
                definition={definition}
                selected={selectedRow}
                onSelect={selection.select}
                onRows={setRows}
                controlsShown={controlsShown}
              />
              {hasRows && aheadLoaded && (
                <DetailAhead
                  definition={definition}
                  records={rows}
                  selectedId={selection.id}
                  onReadied={showControls}
                />
              )}
            </Box>
            {selection.id !== undefined && detailArrived && (
              <Suspense fallback={null}>
                <DetailPanel
                  key={String(selection.id)}
                  definition={definition}
                  id={selection.id}
                  closing={selection.closing}
                  tab={selection.tab}
                  onTab={selection.setTab}
                  onClose={selection.clear}
                />
              </Suspense>
            )}
          </Box>
        )}
        {canAdd && createOpened && (
          <Suspense fallback={null}>
            <CreateDialog definition={definition} open={creating} onClose={() => setCreating(false)} />
          </Suspense>
        )}
      </Box>
    </ResourceContextProvider>
  );
}
