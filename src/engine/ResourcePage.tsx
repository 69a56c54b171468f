import Box from '@mui/material/Box';
import { Suspense, lazy, useState } from 'react';
import { ResourceContextProvider, useCanAccess, useTranslate } from 'react-admin';
import PageHeading from '@/ui/PageHeading';
import ResourceList from './list/ResourceList';
import type { ResourceDefinition } from './types';
import { useSelection } from './useSelection';

// The list is what the page shows first; the detail (a selected record) and the create dialog, with
// their field editors, load when they open.
const CreateDialog = lazy(() => import('./create/CreateDialog'));
const DetailContainer = lazy(() => import('./detail/DetailContainer'));

/**
 * The page of a resource, driven by its definition (resources/): the list, the selected record's detail
 * (side panel or full-screen dialog) and, when the resource can be created, the add button and dialog.
 * A definition with a `page` slot shows that page under the title instead of the list and detail.
 */
export default function ResourcePage({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const selection = useSelection(definition);
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
              <ResourceList definition={definition} selectedId={selection.id} onSelect={selection.select} />
            </Box>
            {selection.id !== undefined && (
              <Suspense fallback={null}>
                <DetailContainer
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
