import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { Suspense, type ReactNode } from 'react';
import { useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import WaitProgress from '@/ui/WaitProgress';
import { titleOf } from '../fields/lookup';
import type { ResourceDefinition } from '../types';
import DangerTab from './DangerTab';
import GeneralTab from './GeneralTab';
import PanelTabs from './PanelTabs';
import { useCapabilities } from '@/platform/capabilities';

/** The generic detail's heading: on narrow screens it names the full-screen dialog (DetailContainer). */
export const DETAIL_TITLE_ID = 'record-detail-title';

interface TabEntry {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * The generic detail of a record: its title and the tabs General (edit fields), the resource's extra
 * tabs, and Danger (delete). The tab index lives in the `index` query parameter.
 */
export default function RecordDetail({
  definition,
  record,
  tab,
  onTab,
  onClose,
}: {
  definition: ResourceDefinition;
  record: RaRecord;
  tab: number;
  onTab: (index: number) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const offers = useCapabilities();
  const { canAccess: canDelete = false } = useCanAccess({ resource: definition.name, action: 'delete', record });

  const tabs: TabEntry[] = [];
  if (definition.edit?.length) {
    tabs.push({
      key: 'general',
      label: translate('app.admin.tabs.general'),
      content: <GeneralTab definition={definition} record={record} />,
    });
  }
  // A tab of a capability the platform does not offer is not there (src/platform/capabilities.ts).
  const extras = (definition.slots?.tabs ?? []).filter((t) => offers(t.capability));
  const entryOf = (extra: (typeof extras)[number]): TabEntry => {
    const Component = extra.component;
    return {
      key: extra.label,
      label: translate(extra.label),
      content: <Component definition={definition} record={record} />,
    };
  };
  for (const extra of extras.filter((t) => !t.afterDanger)) {
    tabs.splice(Math.min(extra.position ?? tabs.length, tabs.length), 0, entryOf(extra));
  }
  if (definition.delete && canDelete) {
    tabs.push({
      key: 'danger',
      label: translate('app.admin.tabs.danger'),
      content: <DangerTab definition={definition} record={record} onDeleted={onClose} />,
    });
  }
  tabs.push(...extras.filter((t) => t.afterDanger).map(entryOf));
  const current = tab >= 0 && tab < tabs.length ? tab : 0;
  const Title = definition.slots?.title;
  const title = titleOf(definition, record);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5 }}>
        <Typography
          id={DETAIL_TITLE_ID}
          variant="h6"
          component="h2"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {Title ? (
            <Suspense fallback={title}>
              <Title definition={definition} record={record} />
            </Suspense>
          ) : (
            title
          )}
        </Typography>
        <IconButton aria-label={translate('app.admin.close')} onClick={onClose} size="small">
          <CloseIcon />
        </IconButton>
      </Box>
      {tabs.length > 1 && <PanelTabs labels={tabs.map((t) => t.label)} value={current} onChange={onTab} />}
      <Box sx={{ p: 2, overflowY: 'auto', flex: 1 }} role="tabpanel">
        <Suspense fallback={<WaitProgress inline />}>{tabs[current]?.content}</Suspense>
      </Box>
    </Box>
  );
}
