import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import { useState } from 'react';
import { useCanAccess, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import CreateDialog from '@/engine/create/CreateDialog';
import type { ResourceDefinition } from '@/engine/types';
import Column, { useNameFilter } from './Column';
import EditDialog from './EditDialog';
import IconAction from '@/ui/IconAction';
import { ExportButton } from '@resources/serviceNames/ServiceNameTransfer';
import VirtualList from './VirtualList';

const ROW_HEIGHT = 44;

/** The Services column: each service with its export and edit buttons; the add button creates one. */
export default function ServicesColumn({
  definition,
  services,
  selectedId,
  onSelect,
}: {
  definition: ResourceDefinition;
  services: RaRecord[];
  selectedId?: Identifier;
  onSelect: (id: Identifier) => void;
}) {
  const translate = useTranslate();
  const { filter, setFilter, highlight, shown } = useNameFilter(services);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<RaRecord>();
  const { canAccess: canCreate = false } = useCanAccess({ resource: definition.name, action: 'create' });
  const editLabel = translate('app.opa.edit');

  return (
    <Column
      title={translate('app.opa.services')}
      filter={filter}
      onFilter={setFilter}
      actions={
        canCreate && (
          <IconAction label={translate('app.opa.add')} icon={<AddIcon />} onClick={() => setCreating(true)} />
        )
      }
    >
      <VirtualList
        items={shown}
        label={translate('app.opa.services')}
        estimateSize={ROW_HEIGHT}
        itemKey={(s) => String(s.id)}
        itemLabel={(s) => String(s.name)}
        selectedIndex={shown.findIndex((s) => s.id === selectedId)}
      >
        {(service) => (
          <Box sx={{ display: 'flex', alignItems: 'center', pr: 0.5, minHeight: ROW_HEIGHT }}>
            <ListItemButton
              selected={service.id === selectedId}
              aria-current={service.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(service.id)}
              sx={{ gap: 1, py: 0.75, minWidth: 0 }}
            >
              <Box
                aria-hidden
                sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: service.color || 'grey.500' }}
              />
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {highlight(service.name)}
              </Box>
            </ListItemButton>
            <ExportButton serviceName={{ id: service.id, name: String(service.name) }} iconOnly />
            <IconAction label={editLabel} icon={<EditIcon fontSize="small" />} onClick={() => setEditing(service)} />
          </Box>
        )}
      </VirtualList>
      <CreateDialog definition={definition} open={creating} onClose={() => setCreating(false)} />
      <EditDialog definition={definition} record={editing} onClose={() => setEditing(undefined)} />
    </Column>
  );
}
