import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import { callKey } from '@/platform/queryKeys';
import WaitProgress from '@/ui/WaitProgress';
import type { Decision } from '@contract/schemas/accessRequests';
import type { AccessRequestsDataProvider } from './calls';
import { duration, namedAll } from './names';

/**
 * The requests waiting for the caller's decision (issue 62): who asks, for what (the group and what it gives),
 * why and how long, what the requester holds now; Approve or Deny a row, or the rows selected, with one comment.
 */
export function DecideRequests() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AccessRequestsDataProvider>();
  const t = (key: string, options?: object) => translate(`app.accessRequests.${key}`, options);
  const waiting = useQuery({
    queryKey: callKey('accessRequests', 'toDecide'),
    queryFn: () => dataProvider.getAccessRequestsToDecide(),
    select: namedAll(t),
    staleTime: 0,
  });
  const [selected, setSelected] = useState<number[]>([]);
  const [comment, setComment] = useState('');
  const decide = useMutation({
    mutationKey: callKey('accessRequests', 'decide'),
    meta: { changes: ['users', 'groups'] },
    mutationFn: ({ ids, decision }: { ids: number[]; decision: Decision }) =>
      dataProvider.decideAccessRequests(ids, decision, comment),
    onSuccess: ({ decided }) => {
      setSelected([]);
      setComment('');
      notify('app.accessRequests.toDecide.decided', {
        type: 'success',
        autoHideDuration: SUCCESS_HIDE_MS,
        messageArgs: { smart_count: decided },
      });
    },
  });
  if (waiting.isPending) return <WaitProgress inline />;
  const rows = waiting.data ?? [];
  if (!rows.length) return <Typography color="textSecondary">{t('toDecide.empty')}</Typography>;
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const allSelected = rows.every((row) => selected.includes(row.id));
  const run = (ids: number[], decision: Decision) => decide.mutate({ ids, decision });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('toDecide.comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          sx={{ minWidth: 260, flex: 1 }}
        />
        {selected.length > 0 && (
          <>
            <Typography>{t('toDecide.selected', { smart_count: selected.length })}</Typography>
            <Button
              size="small"
              variant="outlined"
              disabled={decide.isPending}
              onClick={() => run(selected, 'approve')}
            >
              {t('toDecide.approveSelected')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              disabled={decide.isPending}
              onClick={() => run(selected, 'deny')}
            >
              {t('toDecide.denySelected')}
            </Button>
          </>
        )}
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('toDecide.title')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
                  slotProps={{ input: { 'aria-label': t('toDecide.selectAll') } }}
                />
              </TableCell>
              <TableCell>{t('toDecide.columns.requester')}</TableCell>
              <TableCell>{t('toDecide.columns.group')}</TableCell>
              <TableCell>{t('toDecide.columns.reason')}</TableCell>
              <TableCell>{t('toDecide.columns.days')}</TableCell>
              <TableCell>{t('toDecide.columns.decision')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((request) => {
              const name = request.requesterName || request.requesterEmail;
              const approvals = request.decisions.filter((d) => d.decision === 'approve').length;
              return (
                <TableRow key={request.id}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.includes(request.id)}
                      onChange={() => toggle(request.id)}
                      slotProps={{ input: { 'aria-label': t('toDecide.selectNamed', { name }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{request.requesterName}</Typography>
                    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                      {request.requesterEmail}
                    </Typography>
                    {(request.requesterOrganization || request.requesterManager) && (
                      <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                        {[
                          request.requesterOrganization,
                          request.requesterManager && t('toDecide.manager', { name: request.requesterManager }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography>
                    )}
                    {!!request.requesterGroups?.length && (
                      <Typography variant="caption" color="textSecondary">
                        {t('toDecide.holds', { groups: request.requesterGroups.join(', ') })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{request.groupName}</Typography>
                    {!!request.grants?.length && (
                      <Typography variant="caption" color="textSecondary">
                        {t('toDecide.gives', { rights: request.grants.join(', ') })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{request.reason}</TableCell>
                  <TableCell>
                    {duration(request, t)}
                    {request.approvalsNeeded > 1 && (
                      <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                        {t('toDecide.approvals', { done: approvals, needed: request.approvalsNeeded })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        variant="outlined"
                        color="success"
                        disabled={decide.isPending}
                        aria-label={t('toDecide.approveNamed', { name })}
                        onClick={() => run([request.id], 'approve')}
                      >
                        {t('toDecide.approve')}
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        disabled={decide.isPending}
                        aria-label={t('toDecide.denyNamed', { name })}
                        onClick={() => run([request.id], 'deny')}
                      >
                        {t('toDecide.deny')}
                      </Button>
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
