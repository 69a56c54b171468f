import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useMemo, useState } from 'react';
import { useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { METHOD_COLORS } from '@/engine/cells/MethodChip';
import type { ResourceDefinition } from '@/engine/types';
import Column from './Column';
import { CHIPS, groupByResource, type ResourceGroup } from './resourceGroups';
import RuleDialog from './RuleDialog';
import RulesDialog from './RulesDialog';
import { useAll, whereEq } from './useAll';
import { useRuleDialog, type RuleSelection } from './useRuleDialog';
import VirtualList from './VirtualList';

const ROW_HEIGHT = 52;

type RuleRecord = RaRecord & { method: string; path: string; roleID: number };

/**
 * The Rules column: the selected role's rules grouped by resource key. Each key shows the chips GET All,
 * GET By ID, POST, PUT, DELETE, lit when the rule exists and dimmed otherwise: a dimmed chip proposes
 * the rule filled in, a lit one edits it; "+ N Custom" opens the Rules dialog on the key's other rules.
 * New Rule adds a rule, for a new resource too; the filter box matches keys and paths.
 */
export default function RulesColumn({ rules, role }: { rules: ResourceDefinition; role?: RaRecord }) {
  const translate = useTranslate();
  const [filter, setFilter] = useState('');
  const dialog = useRuleDialog();
  const [full, setFull] = useState<{ filter: string }>();
  const { canAccess: canCreate = false } = useCanAccess({ resource: rules.name, action: 'create' });
  const { data = [] } = useAll<RuleRecord>(rules.name, whereEq('roleID', role?.id), 'id');
  const groups = useMemo(() => groupByResource(data.filter((r) => r.roleID === role?.id)), [data, role?.id]);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!needle) return groups;
    return groups.filter(
      (g) =>
        g.key.toLowerCase().includes(needle) ||
        [...Object.values(g.chips), ...g.custom].some((r) => String(r!.path).toLowerCase().includes(needle)),
    );
  }, [groups, filter]);
  const openCustom = useCallback((key: string) => setFull({ filter: `/${key}` }), []);
  const newRule = translate('app.opa.newRule');
  const openRules = translate('app.opa.openRules');

  return (
    <Column
      title={translate('app.opa.rules')}
      subtitle={role?.name}
      filter={filter}
      onFilter={setFilter}
      sx={{ flex: 1 }}
      actions={
        role && (
          <>
            <Tooltip title={openRules}>
              <IconButton size="small" aria-label={openRules} onClick={() => setFull({ filter: '' })}>
                <ListAltIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {canCreate && (
              <Tooltip title={newRule}>
                <IconButton size="small" aria-label={newRule} onClick={() => dialog.show({})}>
                  <AddIcon />
                </IconButton>
              </Tooltip>
            )}
          </>
        )
      }
    >
      {!role && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate('app.opa.pickRole')}
        </Typography>
      )}
      <VirtualList
        items={shown}
        label={translate('app.opa.rules')}
        estimateSize={ROW_HEIGHT}
        itemKey={(g) => g.key}
        itemLabel={(g) => g.key || '/'}
      >
        {(group) => <ResourceRow group={group} onOpen={dialog.show} onCustom={openCustom} />}
      </VirtualList>
      {role && (
        <>
          <RuleDialog rules={rules} open={dialog.open} selection={dialog.selection} roleID={role.id} onClose={dialog.close} />
          <RulesDialog
            rules={rules}
            open={!!full}
            role={role}
            initialFilter={full?.filter}
            onClose={() => setFull(undefined)}
          />
        </>
      )}
    </Column>
  );
}

/** A resource key and its chips. Memoised: switching roles or typing a filter re-renders only new rows. */
const ResourceRow = memo(function ResourceRow({
  group,
  onOpen,
  onCustom,
}: {
  group: ResourceGroup<RuleRecord>;
  onOpen: (selection: RuleSelection) => void;
  onCustom: (key: string) => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.75, minHeight: ROW_HEIGHT, borderBottom: 1, borderColor: 'divider' }}>
      <Typography
        variant="body2"
        sx={{ width: 150, flexShrink: 0, fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {group.key || '/'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, flex: 1 }}>
        {CHIPS.map((chip) => {
          const rule = group.chips[chip.id];
          const color = METHOD_COLORS[chip.method];
          return (
            <Chip
              key={chip.id}
              size="small"
              clickable
              component="button"
              aria-pressed={!!rule}
              label={translate(chip.label)}
              variant={rule ? 'filled' : 'outlined'}
              onClick={() =>
                onOpen(rule ? { rule } : { proposal: { method: chip.method, path: chip.path(group.key) } })
              }
              sx={
                rule
                  ? { bgcolor: color, color: '#fff', fontWeight: 700, '&:hover': { bgcolor: color, opacity: 0.85 } }
                  : { color: 'text.disabled', borderStyle: 'dashed', opacity: 0.7 }
              }
            />
          );
        })}
        {group.custom.length > 0 && (
          <Chip
            size="small"
            clickable
            component="button"
            variant="outlined"
            color="primary"
            label={translate('app.opa.custom', { count: group.custom.length })}
            onClick={() => onCustom(group.key)}
          />
        )}
      </Box>
    </Box>
  );
});
