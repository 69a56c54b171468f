import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import FieldEditor from '@/engine/fields/FieldEditor';
import { fieldOf } from '@/engine/fields/lookup';
import type { ResourceDefinition, SlotProps } from '@/engine/types';
import { METHODS } from '@contract/types';
import RuleDialog from '@resources/rules/RuleDialog';
import RulesDialog from '@resources/rules/RulesDialog';
import { useAll, whereEq } from '@/engine/useAll';
import WaitProgress from '@/ui/WaitProgress';
import { useRuleDialog } from '@resources/rules/useRuleDialog';

const SUB_TABS = ['all', ...METHODS] as const;

/**
 * The Rules tab of the role panel (spec 2): sub-tabs All, GET, POST, PUT, DEL; each rule's method and
 * path are edited in place and save alone (method at once, path on blur or Enter); New Rule and a row's
 * edit button open the rule dialog (Role hidden); the Rules dialog opens full screen.
 */
export default function RoleRulesTab({ record: role, rules }: SlotProps & { rules: ResourceDefinition }) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const [full, setFull] = useState(false);
  const dialog = useRuleDialog();
  const { data = [], isPending } = useAll(rules.name, whereEq('roleID', role.id), 'path');
  const { canAccess: canEdit = false } = useCanAccess({ resource: rules.name, action: 'edit' });
  const method = SUB_TABS[tab];
  const shown = useMemo(() => (method === 'all' ? data : data.filter((r) => r.method === method)), [data, method]);
  const methodField = fieldOf(rules, 'method');
  const pathField = fieldOf(rules, 'path');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button
          size="small"
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => dialog.show({ proposal: { method: method === 'all' ? undefined : method } })}
        >
          {translate('app.opa.newRule')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={translate('app.opa.openRules')}>
          <IconButton size="small" aria-label={translate('app.opa.openRules')} onClick={() => setFull(true)}>
            <OpenInFullIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, next: number) => setTab(next)}
        variant="fullWidth"
        aria-label={translate('app.opa.rules')}
        sx={{ minHeight: 36, '& .MuiTab-root': { minWidth: 0, minHeight: 36, px: 0.5, fontSize: 12 } }}
      >
        {SUB_TABS.map((t) => (
          <Tab key={t} label={translate(`app.opa.methodTabs.${t}`)} />
        ))}
      </Tabs>
      {isPending && <WaitProgress inline />}
      {!isPending && shown.length === 0 && (
        <Typography sx={{ py: 2 }} color="textSecondary">
          {translate('app.admin.list.empty')}
        </Typography>
      )}
      <Box component="ul" aria-label={translate('app.opa.rules')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((rule) => (
          <RuleRow
            key={rule.id}
            rules={rules}
            rule={rule}
            fields={{ method: methodField, path: pathField }}
            disabled={!canEdit}
            onEdit={() => dialog.show({ rule })}
          />
        ))}
      </Box>
      <RuleDialog
        rules={rules}
        open={dialog.open}
        selection={dialog.selection}
        roleID={role.id}
        onClose={dialog.close}
      />
      <RulesDialog rules={rules} open={full} role={role} onClose={() => setFull(false)} />
    </Box>
  );
}

/** One rule: its method badges and its path, each saving alone, and the button opening its dialog. */
function RuleRow({
  rules,
  rule,
  fields,
  disabled,
  onEdit,
}: {
  rules: ResourceDefinition;
  rule: RaRecord;
  fields: { method: ReturnType<typeof fieldOf>; path: ReturnType<typeof fieldOf> };
  disabled: boolean;
  onEdit: () => void;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="li"
      aria-label={`${rule.method} ${rule.path}`}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <FieldEditor definition={rules} field={fields.method} record={rule} disabled={disabled} compact />
        <Box sx={{ flex: 1 }} />
        <IconButton size="small" aria-label={translate('app.opa.editRule')} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Box>
      <FieldEditor definition={rules} field={fields.path} record={rule} disabled={disabled} compact />
    </Box>
  );
}
