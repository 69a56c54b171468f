import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { fieldOf, translateLabel } from '@/engine/fields/lookup';
import { defaultCell } from '@/engine/list/cells';
import { makeHighlighter, matchesQuery } from '@/engine/list/highlight';
import InPageSearch from '@/engine/list/InPageSearch';
import type { ResourceDefinition } from '@/engine/types';
import RuleDialog from './RuleDialog';
import { useAll, whereEq } from '@/engine/useAll';
import { useRuleDialog } from './useRuleDialog';

/**
 * The Rules dialog (spec 2): full screen, titled with the role's name plus Rules, a table of the rules
 * (columns of the rules definition: Method, Path, Role) with a filter box; the add button opens the
 * rule dialog, a row click edits its rule. Given a service name instead of a role, it lists the
 * service's rules (`roles.serviceNameID`) and the rule dialog offers its roles.
 */
export default function RulesDialog({
  rules,
  open,
  role,
  serviceName,
  initialFilter = '',
  onClose,
}: {
  rules: ResourceDefinition;
  open: boolean;
  role?: RaRecord;
  serviceName?: RaRecord;
  /** The filter box's text on opening (a resource key from the policy editor's "+ N Custom"). */
  initialFilter?: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const owner = role ?? serviceName;
  const filters = open
    ? role
      ? whereEq('roleID', role.id)
      : whereEq('roles.serviceNameID', serviceName?.id)
    : undefined;
  const { data = [], isPending } = useAll(rules.name, filters, 'path');
  const [query, setQuery] = useState(initialFilter);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each opening starts from the filter it is opened with
    if (open) setQuery(initialFilter);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- at each opening only, not as the filter typed changes
  }, [open]);
  const dialog = useRuleDialog();

  const columns = rules.columns;
  const fields = useMemo(() => columns.map((c) => fieldOf(rules, c.source)), [columns, rules]);
  const highlight = useMemo(() => makeHighlighter(query), [query]);
  const shown = useMemo(
    () =>
      query.trim()
        ? data.filter((r) => matchesQuery([String(r.method), String(r.path), String(r.roleName)], query))
        : data,
    [data, query],
  );

  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="rules-dialog-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography id="rules-dialog-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('app.opa.rulesTitle', { name: String(owner?.name ?? '') })}
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => dialog.show({})}>
            {translate('app.opa.add')}
          </Button>
          <IconButton aria-label={translate('app.admin.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2 }}>
        <InPageSearch value={query} onChange={setQuery} label={translate('app.opa.filter')} />
        <Table size="small" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              {columns.map((column, i) => (
                <TableCell key={column.source}>
                  {translateLabel(translate, column.label ?? fields[i].label, column.source)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((record) => (
              <TableRow key={record.id} hover sx={{ cursor: 'pointer' }} onClick={() => dialog.show({ rule: record })}>
                {columns.map((column, i) => (
                  <TableCell key={column.source}>
                    {column.render ? column.render({ record, highlight }) : defaultCell(fields[i], record, highlight)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {!isPending && shown.length === 0 && (
          <Typography sx={{ p: 2 }} color="textSecondary">
            {translate('app.admin.list.empty')}
          </Typography>
        )}
      </Box>
      <RuleDialog
        rules={rules}
        open={dialog.open}
        selection={dialog.selection}
        roleID={role?.id}
        serviceNameID={role ? undefined : serviceName?.id}
        onClose={dialog.close}
      />
    </Dialog>
  );
}
