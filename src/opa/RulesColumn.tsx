import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { memo, useCallback, useMemo, useState, type CSSProperties } from 'react';
import { useCanAccess, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { METHOD_COLORS } from '@/engine/cells/MethodChip';
import type { ResourceDefinition } from '@/engine/types';
import Column from './Column';
import IconAction from '@/ui/IconAction';
import { CHIPS, groupByResource, type ResourceGroup } from './resourceGroups';
import RuleDialog from '@resources/rules/RuleDialog';
import RulesDialog from '@resources/rules/RulesDialog';
import { useAll, whereEq } from '@/engine/useAll';
import { useRuleDialog, type RuleSelection } from '@resources/rules/useRuleDialog';
import VirtualList from './VirtualList';

const ROW_HEIGHT = 52;

type RuleRecord = RaRecord & { method: string; path: string; roleID: number };

/**
 * The Rules column: the selected role's rules grouped by resource key. Each key shows the chips GET All,
 * GET By ID, POST, PUT, DELETE, lit when the rule exists and dimmed otherwise: a dimmed chip proposes
 * the rule filled in, a lit one edits it; "+ N Custom" opens the Rules dialog on the key's other rules.
 * New Rule adds a rule, for a new resource too; the filter box matches keys and paths.
 */
export default function RulesColumn({
  rules,
  roleID,
  role,
}: {
  rules: ResourceDefinition;
  /** The selected role, from the address: its rules are asked for at once. */
  roleID?: Identifier;
  /** Its record, once the roles have arrived (name, dialogs). */
  role?: RaRecord;
}) {
  const translate = useTranslate();
  const [filter, setFilter] = useState('');
  const dialog = useRuleDialog();
  const [full, setFull] = useState<{ filter: string }>();
  const { canAccess: canCreate = false } = useCanAccess({ resource: rules.name, action: 'create' });
  const { data = [] } = useAll<RuleRecord>(rules.name, whereEq('roleID', roleID), 'id');
  // Only the selected role's rules, never the previous role's while the new ones load.
  const groups = useMemo(
    () => (roleID === undefined ? [] : groupByResource(data.filter((r) => r.roleID === roleID))),
    [data, roleID],
  );
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!needle) return groups;
    return groups.filter(
      (g) =>
        g.key.toLowerCase().includes(needle) ||
        [...Object.values(g.chips), ...g.custom].some((r) => String(r.path).toLowerCase().includes(needle)),
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
            <IconAction
              label={openRules}
              icon={<ListAltIcon fontSize="small" />}
              onClick={() => setFull({ filter: '' })}
            />
            {canCreate && <IconAction label={newRule} icon={<AddIcon />} onClick={() => dialog.show({})} />}
          </>
        )
      }
    >
      {roleID === undefined && (
        <Typography sx={{ p: 2 }} color="textSecondary">
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
          <RuleDialog
            rules={rules}
            open={dialog.open}
            selection={dialog.selection}
            roleID={role.id}
            onClose={dialog.close}
          />
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

// Plain styled elements: a column may hold a few hundred chips, and MUI's Chip (ripple, per-chip sx)
// costs most of a role switch's time. The method's colour comes in as a CSS variable.
const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.75, 1.5),
  minHeight: ROW_HEIGHT,
  borderBottom: `1px solid ${theme.palette.divider}`,
}));
const Key = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  width: 150,
  flexShrink: 0,
  fontFamily: 'monospace',
  fontWeight: 600,
  overflowWrap: 'anywhere',
}));
const Chips = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 4, flex: 1 });
const ChipButton = styled('button')(({ theme }) => ({
  ...theme.typography.caption,
  height: 24,
  padding: '0 9px',
  borderRadius: 12,
  cursor: 'pointer',
  background: 'transparent',
  // Dimmed, not faded: no fill and a dashed border; the text keeps a readable contrast (WCAG AA).
  border: `1px dashed ${theme.palette.text.secondary}`,
  color: theme.palette.text.secondary,
  whiteSpace: 'nowrap',
  '&[aria-pressed="true"]': {
    border: '1px solid var(--method-color)',
    background: 'var(--method-color)',
    color: '#fff',
    fontWeight: 700,
  },
  '&[data-custom]': { border: `1px solid ${theme.palette.primary.main}`, color: theme.palette.primary.main },
  '&:hover': { filter: 'brightness(0.9)' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
}));

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
    <Row>
      <Key>{group.key || '/'}</Key>
      <Chips>
        {CHIPS.map((chip) => {
          const rule = group.chips[chip.id];
          return (
            <ChipButton
              key={chip.id}
              type="button"
              aria-pressed={!!rule}
              style={{ '--method-color': METHOD_COLORS[chip.method] } as CSSProperties}
              onClick={() =>
                onOpen(rule ? { rule } : { proposal: { method: chip.method, path: chip.path(group.key) } })
              }
            >
              {translate(chip.label)}
            </ChipButton>
          );
        })}
        {group.custom.length > 0 && (
          <ChipButton type="button" data-custom onClick={() => onCustom(group.key)}>
            {translate('app.opa.custom', { count: group.custom.length })}
          </ChipButton>
        )}
      </Chips>
    </Row>
  );
});
