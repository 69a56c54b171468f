import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { memo, useState, type ReactNode } from 'react';
import { useCanAccess, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import CreateDialog from '@/engine/create/CreateDialog';
import type { ResourceDefinition } from '@/engine/types';
import Column, { useNameFilter } from './Column';
import IconAction from '@/ui/IconAction';
import RulesDialog from '@resources/rules/RulesDialog';
import { ImportButton } from '@resources/serviceNames/ServiceNameTransfer';
import VirtualList from './VirtualList';

const ROW_HEIGHT = 40;

/**
 * The Roles column: the roles of the selected service, filtered on the page; the import of a JSON
 * file into the service, the add button (a role of this service) and the service's Rules dialog.
 */
export default function RolesColumn({
  definitions,
  serviceName,
  roles,
  selectedId,
  onSelect,
}: {
  definitions: { roles: ResourceDefinition; rules: ResourceDefinition };
  serviceName?: RaRecord;
  roles: RaRecord[];
  selectedId?: Identifier;
  onSelect: (id: Identifier) => void;
}) {
  const translate = useTranslate();
  const { filter, setFilter, highlight, shown } = useNameFilter(roles);
  const [creating, setCreating] = useState(false);
  const [allRules, setAllRules] = useState(false);
  const { canAccess: canCreate = false } = useCanAccess({ resource: definitions.roles.name, action: 'create' });
  const openRules = translate('app.opa.openRules');

  return (
    <Column
      title={translate('app.opa.roles')}
      subtitle={serviceName?.name}
      filter={filter}
      onFilter={setFilter}
      actions={
        serviceName && (
          <>
            <IconAction label={openRules} icon={<ListAltIcon fontSize="small" />} onClick={() => setAllRules(true)} />
            <ImportButton serviceName={{ id: serviceName.id, name: String(serviceName.name) }} iconOnly />
            {canCreate && (
              <IconAction label={translate('app.opa.add')} icon={<AddIcon />} onClick={() => setCreating(true)} />
            )}
          </>
        )
      }
    >
      {!serviceName && (
        <Typography sx={{ p: 2 }} color="textSecondary">
          {translate('app.opa.pickService')}
        </Typography>
      )}
      <VirtualList
        items={shown}
        label={translate('app.opa.roles')}
        estimateSize={ROW_HEIGHT}
        itemKey={(r) => String(r.id)}
        itemLabel={(r) => String(r.name)}
        selectedIndex={shown.findIndex((r) => r.id === selectedId)}
      >
        {(role) => <RoleRow role={role} selected={role.id === selectedId} highlight={highlight} onSelect={onSelect} />}
      </VirtualList>
      {serviceName && (
        <>
          <CreateDialog
            definition={definitions.roles}
            open={creating}
            defaults={{ serviceNameID: serviceName.id }}
            onClose={() => setCreating(false)}
          />
          <RulesDialog
            rules={definitions.rules}
            open={allRules}
            serviceName={serviceName}
            onClose={() => setAllRules(false)}
          />
        </>
      )}
    </Column>
  );
}

/** A role; memoised, so a new selection re-renders two rows, not the column. */
const RoleRow = memo(function RoleRow({
  role,
  selected,
  highlight,
  onSelect,
}: {
  role: RaRecord;
  selected: boolean;
  highlight: (text: string) => ReactNode;
  onSelect: (id: Identifier) => void;
}) {
  return (
    <ListItemButton
      selected={selected}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(role.id)}
      sx={{ minHeight: ROW_HEIGHT, py: 0.5 }}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {highlight(String(role.name))}
      </Box>
    </ListItemButton>
  );
});
