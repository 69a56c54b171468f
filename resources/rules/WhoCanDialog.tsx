import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import MethodChip from '@/engine/cells/MethodChip';
import MethodInput from '@/engine/fields/MethodInput';
import { shortDay } from '@/i18n/days';
import { useTexts } from '@/i18n/useTexts';
import { ruleDateTexts } from './dates/texts';
import { callKey } from '@/platform/queryKeys';
import type { RulesDataProvider, WhoCanPerson, WhoCanQuestion } from './calls';

const PER_PAGE = 20;

/**
 * Who can (issue 24): for a call (service, method, path) or a rule, the roles that allow it, the groups
 * giving those roles with their member counts, and the people allowed, paged on the server, each with
 * the reason (the deciding role and the group giving it). Opened from the policy editor's header (a call)
 * or from a rule's dialog (that rule).
 */
export default function WhoCanDialog({
  open,
  services,
  serviceName,
  rule,
  onClose,
}: {
  open: boolean;
  /** The service names offered for a call. */
  services: RaRecord[];
  /** The service chosen at first (the one selected in the editor). */
  serviceName?: string;
  /** Asked about this rule instead of a call. */
  rule?: RaRecord;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.resources.rules.whoCan.${key}`, options);
  const [service, setService] = useState(serviceName ?? '');
  const [method, setMethod] = useState('GET');
  const [path, setPath] = useState('');
  const [question, setQuestion] = useState<WhoCanQuestion | undefined>(rule && { ruleID: Number(rule.id) });
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the first service is chosen once the services have loaded
    if (!service && services[0]) setService(String(services[0].name));
  }, [service, services]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="who-can-title">
      <DialogTitle id="who-can-title">{rule ? t('ofRule') : t('title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {rule ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <MethodChip method={String(rule.method)} />
            <Typography sx={{ fontFamily: 'monospace' }}>{String(rule.path)}</Typography>
          </Box>
        ) : (
          <Box
            component="form"
            aria-label={t('title')}
            onSubmit={(e) => {
              e.preventDefault();
              if (service && path.trim()) setQuestion({ service, method, path: path.trim() });
            }}
            sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-end', pt: 1 }}
          >
            <TextField
              select
              size="small"
              label={t('service')}
              value={service}
              onChange={(e) => setService(e.target.value)}
              sx={{ minWidth: 140 }}
            >
              {services.map((s) => (
                <MenuItem key={String(s.id)} value={String(s.name)}>
                  {String(s.name)}
                </MenuItem>
              ))}
            </TextField>
            <MethodInput label={translate('app.resources.fields.method')} value={method} onChange={setMethod} />
            <TextField
              size="small"
              label={translate('app.resources.rules.fields.path')}
              value={path}
              onChange={(e) => setPath(e.target.value)}
              placeholder="/users/17"
              sx={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" variant="contained" disabled={!service || !path.trim()}>
              {t('ask')}
            </Button>
          </Box>
        )}
        {question && <WhoCanAnswerView question={question} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.admin.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The answer to one question: roles, groups and the people, a page at a time. */
function WhoCanAnswerView({ question }: { question: WhoCanQuestion }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.resources.rules.whoCan.${key}`, options);
  const dataProvider = useDataProvider<RulesDataProvider>();
  const dateTexts = useTexts(ruleDateTexts);
  const [page, setPage] = useState(0);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a new question starts on its first page
  useEffect(() => setPage(0), [question]);
  // Under the rules' key: a change of the rules refreshes it; memberships change elsewhere, so read afresh.
  const { data: answer } = useQuery({
    queryKey: callKey('rules', 'whoCan', question),
    queryFn: () => dataProvider.whoCan(question),
    staleTime: 0,
  });
  const range: [number, number] = [page * PER_PAGE, page * PER_PAGE + PER_PAGE - 1];
  const { data: people, isPending } = useQuery({
    queryKey: callKey('rules', 'whoCanUsers', { question, range }),
    queryFn: () => dataProvider.whoCanUsers(question, range),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  if (!answer) return null;

  const reason = (r: WhoCanPerson['reasons'][number]) => {
    if (!r.groupID) return t('viaEveryone', { role: r.roleName });
    const via = t('via', { role: r.roleName, group: r.groupName });
    // A membership that ends (issue 62): "admin (Support), until 12 Dec" (once its words are loaded).
    return r.endsAt && dateTexts
      ? translate('app.resources.rules.dates.until', { reason: via, date: shortDay(r.endsAt, translate) })
      : via;
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {answer.everyone && <Alert severity="warning">{t('everyone')}</Alert>}
      {!answer.everyone && answer.signedIn && <Alert severity="info">{t('signedIn')}</Alert>}
      <Box component="section" aria-label={t('roles')}>
        <Typography variant="subtitle1" component="h3">
          {t('roles')}
        </Typography>
        {answer.roles.length === 0 && <Typography color="textSecondary">{t('noRoles')}</Typography>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {answer.roles.map((role) => (
            <Chip key={role.roleID} label={role.roleName} variant="outlined" />
          ))}
        </Box>
      </Box>
      <Box component="section" aria-label={t('groups')}>
        <Typography variant="subtitle1" component="h3">
          {t('groups')}
        </Typography>
        {answer.groups.length === 0 && <Typography color="textSecondary">{t('noGroups')}</Typography>}
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {answer.groups.map((group) => (
            <li key={group.id}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                {group.name}
              </Typography>{' '}
              <Typography variant="body2" component="span" color="textSecondary">
                {group.roles.join(', ')} · {t('members', { smart_count: group.members })}
              </Typography>
            </li>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-label={t('people')}>
        <Typography variant="subtitle1" component="h3">
          {t('people')}
        </Typography>
        <Table size="small" aria-label={t('people')} aria-busy={isPending}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.resources.fields.name')}</TableCell>
              <TableCell>{translate('app.resources.fields.email')}</TableCell>
              <TableCell>{t('reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {people?.total === 0 && (
              <TableRow>
                <TableCell colSpan={3} align="center">
                  {t('noPeople')}
                </TableCell>
              </TableRow>
            )}
            {people?.data.map((person) => (
              <TableRow key={person.id}>
                <TableCell>
                  {`${person.firstName} ${person.lastName}`}
                  {!person.active && (
                    <Typography variant="caption" color="textSecondary">
                      {` (${t('inactive')})`}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{person.email}</TableCell>
                <TableCell>{person.reasons.map(reason).join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {(people?.total ?? 0) > PER_PAGE && (
          <TablePagination
            component="div"
            count={people!.total}
            page={page}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
            onPageChange={(_, next) => setPage(next)}
          />
        )}
      </Box>
    </Box>
  );
}
