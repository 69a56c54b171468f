import Chip from '@mui/material/Chip';
import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import '@/i18n/dates';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import type { ListSlotProps } from '@/engine/types';
import { useTexts } from '@/i18n/useTexts';
import { useUpdateParams } from '@/navigation/useUpdateParams';
import { dayOf, endOfDay, shortDay, today } from '@/i18n/days';
import { callKey } from '@/platform/queryKeys';
import WaitProgress from '@/ui/WaitProgress';
import { reviewCalls } from '@resources/reviews/calls';
import type { Decision, Review, ReviewItem } from '@contract/reviews';
import { reviewsTexts } from '@resources/reviews/texts';
import { AccessCell } from './AccessCell';

const PER_PAGE = 25;
const PENDING_ONLY = JSON.stringify([{ name: 'decision', comparison: 'eq', value: 'pending' }]);

/** A campaign as the list answers it: what waits for the caller in it. */
type Assigned = Review & { assigned: { total: number; pending: number } };

/**
 * The reviews a person reviews (the `review` address parameter picks one: the reminder's link) and, in it,
 * their own items a page at a time: each person's access with where it comes from, Keep, Keep until a day (issue 62) or
 * Revoke per row or for the rows selected. Answers change until the campaign closes.
 */
/** An address that wraps after its @ and its dots, never mid-word (issue 64, at 390 px). */
function breakable(email: string) {
  return email.split(/(?<=[@.])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

export default function MyReviewsPage({ definition }: ListSlotProps) {
  const ready = useTexts(reviewsTexts);
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`app.reviews.mine.${key}`, options);
  const [params] = useSearchParams();
  const update = useUpdateParams();
  const { data: all = [], isPending } = useGetList<Assigned>(
    definition.name,
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} },
    { staleTime: 0 },
  );
  const reviews = all.filter((review) => review.assigned.total > 0);
  const review = reviews.find((r) => String(r.id) === params.get('review')) ?? reviews[0];
  const [page, setPage] = useState(0);
  const [pendingOnly, setPendingOnly] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  // Keep until (issue 62): the row whose day is being picked, and the day for the selected rows.
  const [dating, setDating] = useState<number | null>(null);
  const [selectedUntil, setSelectedUntil] = useState('');

  const items = useQuery({
    queryKey: callKey('myReviews', 'reviewItems', { id: review?.id, page, pendingOnly }),
    queryFn: () =>
      reviewCalls.reviewItems(
        review.id,
        [page * PER_PAGE, page * PER_PAGE + PER_PAGE - 1],
        pendingOnly ? PENDING_ONLY : undefined,
      ),
    enabled: !!review,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationKey: callKey('myReviews', 'decideReviewItems'),
    meta: { changes: ['reviews'] },
    mutationFn: ({ ids, decision, until }: { ids: number[]; decision: Decision; until?: string }) =>
      reviewCalls.decideReviewItems(review.id, ids, decision, until),
    onSuccess: ({ decided }) => {
      setSelected([]);
      setSelectedUntil('');
      setDating(null);
      notify('app.reviews.mine.decided', {
        type: 'success',
        autoHideDuration: SUCCESS_HIDE_MS,
        messageArgs: { smart_count: decided },
      });
    },
  });

  if (!ready || isPending) return <WaitProgress inline />;
  if (!review) return <Typography color="textSecondary">{t('none')}</Typography>;
  const open = review.status === 'open';
  const rows: ReviewItem[] = items.data?.data ?? [];
  const pick = (id: string) => update((params) => params.set('review', id));
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  /** A day picked for Keep until: from today on (its end is in the future); the end of that day is sent. */
  const keepUntil = (ids: number[], day: string) => {
    if (day && day >= today()) decide.mutate({ ids, decision: 'keep', until: endOfDay(day) });
  };
  const day = (iso: string) => shortDay(iso, translate);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('review')}
          value={String(review.id)}
          onChange={(e) => {
            pick(e.target.value);
            setPage(0);
            setSelected([]);
          }}
          sx={{ minWidth: 240 }}
        >
          {reviews.map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        <Typography color="textSecondary">
          {open ? t('deadline', { date: dayjs(review.deadline).format('ll') }) : t('closed')}
        </Typography>
        <Typography color="textSecondary">
          {t('left', { pending: review.assigned.pending, total: review.assigned.total })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={pendingOnly ? 'pending' : 'all'}
          onChange={(_e, value) => {
            if (!value) return;
            setPendingOnly(value === 'pending');
            setPage(0);
          }}
        >
          <ToggleButton value="all">{t('show.all')}</ToggleButton>
          <ToggleButton value="pending">{t('show.pending')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {open && selected.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography>{t('selected', { smart_count: selected.length })}</Typography>
          <Button
            size="small"
            variant="outlined"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ ids: selected, decision: 'keep' })}
          >
            {t('keepSelected')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ ids: selected, decision: 'revoke' })}
          >
            {t('revokeSelected')}
          </Button>
          <TextField
            type="date"
            size="small"
            label={t('untilDay')}
            value={selectedUntil}
            onChange={(e) => setSelectedUntil(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today(), 'aria-label': t('untilSelected') } }}
          />
          <Button
            size="small"
            variant="outlined"
            color="success"
            disabled={decide.isPending || !selectedUntil || selectedUntil < today()}
            onClick={() => keepUntil(selected, selectedUntil)}
          >
            {t('keepSelectedUntil')}
          </Button>
        </Box>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={review.name} aria-busy={items.isFetching}>
          <TableHead>
            <TableRow>
              {open && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
                    slotProps={{ input: { 'aria-label': t('selectAll') } }}
                  />
                </TableCell>
              )}
              <TableCell>{t('columns.person')}</TableCell>
              <TableCell>{t('columns.access')}</TableCell>
              <TableCell>{t('columns.decision')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((item) => {
              const name = item.userName || item.userEmail;
              return (
                <TableRow key={item.id}>
                  {open && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(item.id)}
                        onChange={() => toggle(item.id)}
                        slotProps={{ input: { 'aria-label': t('selectNamed', { name }) } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>
                    <Typography variant="body2">
                      {item.userName}
                      {item.userActive === false && (
                        <Chip size="small" variant="outlined" label={t('deactivated')} sx={{ ml: 1 }} />
                      )}
                    </Typography>
                    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'break-word' }}>
                      {breakable(item.userEmail)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <AccessCell item={item} />
                  </TableCell>
                  <TableCell>
                    {open ? (
                      <>
                        <ToggleButtonGroup
                          size="small"
                          exclusive
                          value={item.until || dating === item.id ? 'keepUntil' : item.decision}
                          disabled={decide.isPending}
                          onChange={(_e, choice: Decision | 'keepUntil' | null) => {
                            // Keep until asks for its day first; the answer is given once it is picked.
                            if (choice === 'keepUntil') return setDating(item.id);
                            setDating(null);
                            decide.mutate({ ids: [item.id], decision: choice ?? 'pending' });
                          }}
                        >
                          <ToggleButton value="keep" color="success" aria-label={t('keepNamed', { name })}>
                            {t('keep')}
                          </ToggleButton>
                          <ToggleButton value="keepUntil" color="success" aria-label={t('keepUntilNamed', { name })}>
                            {t('keepUntil')}
                          </ToggleButton>
                          <ToggleButton value="revoke" color="error" aria-label={t('revokeNamed', { name })}>
                            {t('revoke')}
                          </ToggleButton>
                        </ToggleButtonGroup>
                        {(item.until || dating === item.id) && (
                          <TextField
                            type="date"
                            size="small"
                            margin="dense"
                            label={t('untilDay')}
                            value={dayOf(item.until)}
                            disabled={decide.isPending}
                            onChange={(e) => keepUntil([item.id], e.target.value)}
                            slotProps={{
                              inputLabel: { shrink: true },
                              htmlInput: { min: today(), 'aria-label': t('untilDayNamed', { name }) },
                            }}
                            sx={{ display: 'block' }}
                          />
                        )}
                      </>
                    ) : item.until ? (
                      t('keepUntilDay', { date: day(item.until) })
                    ) : (
                      t(`decisions.${item.decision}`)
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
            {items.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography color="textSecondary">{t('empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={items.data?.total ?? 0}
        page={page}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        onPageChange={(_e, next) => {
          setPage(next);
          setSelected([]);
        }}
      />
    </Box>
  );
}
