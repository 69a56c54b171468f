import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { runHistoryPath } from '@resources/history/runLink';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useAccess } from '@/auth/RequireAccess';
import { SUCCESS_HIDE_MS } from '@/constants';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';
import { platformUrl } from '@/platform/platformUrl';
import { callKey } from '@/platform/queryKeys';
import WaitProgress from '@/ui/WaitProgress';
import { reviewCalls } from './calls';
import ReviewReport, { REPORT_PER_PAGE } from './ReviewReport';
import type { Review } from '@contract/reviews';

const PROGRESS_COLUMNS = ['reviewer', 'total', 'keep', 'revoke', 'pending'] as const;
/** A close changes memberships: what shows them is read again. */
const CLOSE_CHANGES = { changes: ['myReviews', 'users', 'groups', 'organizations', 'organizationUsers', 'history'] };

/**
 * One campaign: its progress per reviewer, Remind and Close while open; once closed, its report on the screen
 * (issue 64) and as CSV, and the link to the history of its revocations.
 */
export default function ReviewDetail({ review }: { review: Review }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`app.reviews.campaigns.${key}`, options);
  const progress = useQuery({
    queryKey: callKey('reviews', 'reviewProgress', { id: review.id }),
    queryFn: () => reviewCalls.reviewProgress(review.id),
    staleTime: 0,
  });
  const remind = useMutation({
    mutationKey: callKey('reviews', 'remindReviewers'),
    mutationFn: () => reviewCalls.remindReviewers(review.id),
    onSuccess: ({ reminded }) =>
      notify('app.reviews.campaigns.reminded', {
        type: 'success',
        autoHideDuration: SUCCESS_HIDE_MS,
        messageArgs: { smart_count: reminded.length },
      }),
  });
  const open = review.status === 'open';
  // The report on the screen (issue 64): a closed campaign's answers, a page at a time.
  const [reportPage, setReportPage] = useState(0);
  const report = useQuery({
    queryKey: callKey('reviews', 'reviewItems', { id: review.id, page: reportPage }),
    queryFn: () =>
      reviewCalls.reviewItems(review.id, [reportPage * REPORT_PER_PAGE, (reportPage + 1) * REPORT_PER_PAGE - 1]),
    enabled: !open,
    placeholderData: keepPreviousData,
  });
  const [closing, setClosing] = useState(false);
  const [missing, setMissing] = useState<'keep' | 'revoke'>('keep');
  const close = useMutation({
    mutationKey: callKey('reviews', 'closeReview'),
    meta: CLOSE_CHANGES,
    mutationFn: () => reviewCalls.closeReview(review.id, review.pending ? missing : undefined),
    onSuccess: ({ revoked }) =>
      notify('app.reviews.campaigns.closed', {
        type: 'success',
        autoHideDuration: SUCCESS_HIDE_MS,
        messageArgs: { smart_count: revoked },
      }),
    onSettled: () => setClosing(false),
  });
  const download = () => {
    // Downloaded in place through a link of the console's own origin (the server names the file).
    const link = document.createElement('a');
    link.href = platformUrl('account', `/reviews/${review.id}/report`);
    link.download = '';
    link.click();
  };
  // Remind and Close are the superadmin's: the auditor reads the campaign and its report only.
  const canRemind = useAccess([{ method: 'POST', service: 'account', path: `/reviews/${review.id}/remind` }]);
  const canClose = useAccess([{ method: 'POST', service: 'account', path: `/reviews/${review.id}/close` }]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="review-detail" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id="review-detail" variant="h6" component="h2" sx={{ flex: 1 }}>
          {review.name}
        </Typography>
        {open && canRemind && (
          <Button size="small" variant="outlined" disabled={remind.isPending} onClick={() => remind.mutate()}>
            {t('remind')}
          </Button>
        )}
        {open && canClose && (
          <Button size="small" variant="contained" color="error" onClick={() => setClosing(true)}>
            {t('close')}
          </Button>
        )}
        {!open && (
          <Button size="small" startIcon={<DownloadIcon />} onClick={download}>
            {t('report')}
          </Button>
        )}
      </Box>
      {!open && review.runID && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          <Link component={RouterLink} to={runHistoryPath(review.runID)}>
            {t('run', { run: review.runID })}
          </Link>
        </Typography>
      )}
      <Typography variant="subtitle1" component="h3">
        {t('progress')}
      </Typography>
      {progress.isPending ? (
        <WaitProgress inline />
      ) : (
        <Table size="small" aria-label={t('progress')}>
          <TableHead>
            <TableRow>
              {PROGRESS_COLUMNS.map((column) => (
                <TableCell key={column}>{t(`progressColumns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(progress.data ?? []).map((row) => (
              <TableRow key={row.reviewerID}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.reviewerEmail}</TableCell>
                <TableCell>{row.total}</TableCell>
                <TableCell>{row.keep}</TableCell>
                <TableCell>{row.revoke}</TableCell>
                <TableCell>{row.pending}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {!open && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {t('reportTitle')}
          </Typography>
          {report.data ? (
            <ReviewReport items={report.data} page={reportPage} onPage={setReportPage} />
          ) : (
            <WaitProgress inline />
          )}
        </>
      )}
      <ConfirmDialog
        open={closing}
        loading={close.isPending}
        text={t('closeText')}
        onCancel={() => setClosing(false)}
        onConfirm={() => close.mutate()}
      >
        {review.pending > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography id="review-missing">{t('missingText', { smart_count: review.pending })}</Typography>
            <RadioGroup
              row
              aria-labelledby="review-missing"
              value={missing}
              onChange={(e) => setMissing(e.target.value as 'keep' | 'revoke')}
            >
              <FormControlLabel value="keep" control={<Radio />} label={t('missing.keep')} />
              <FormControlLabel value="revoke" control={<Radio />} label={t('missing.revoke')} />
            </RadioGroup>
          </Box>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
