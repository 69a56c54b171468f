import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import dayjs from 'dayjs';
import '@/i18n/dates';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import type { ListSlotProps } from '@/engine/types';
import { useTexts } from '@/i18n/useTexts';
import WaitProgress from '@/ui/WaitProgress';
import CreateReviewDialog from './CreateReviewDialog';
import ReviewDetail from './ReviewDetail';
import { reviewsTexts } from './texts';
import type { Review } from '@contract/reviews';

const COLUMNS = ['name', 'scope', 'deadline', 'status', 'progress'] as const;

/**
 * Every access review, newest first: make one (scope, deadline, reviewers), open one to follow its progress
 * per reviewer, remind, close and download its report (ReviewDetail). Read afresh each time: answers come in.
 */
export default function ReviewsPage({ definition }: ListSlotProps) {
  const ready = useTexts(reviewsTexts);
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.reviews.campaigns.${key}`, options);
  const { data: reviews = [], isPending } = useGetList<Review>(
    definition.name,
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} },
    { staleTime: 0 },
  );
  // The auditor reads the campaigns; only who may make one sees "New review".
  const { canAccess: canCreate = false } = useCanAccess({ resource: definition.name, action: 'create' });
  const [creating, setCreating] = useState(false);
  const [openID, setOpenID] = useState<number>();
  const opened = reviews.find((review) => review.id === openID);

  if (!ready || isPending) return <WaitProgress inline />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {canCreate && (
        <Box>
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('newReview')}
          </Button>
        </Box>
      )}
      {reviews.length === 0 ? (
        <Typography color="textSecondary">{t('empty')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={translate(definition.texts.title)}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {reviews.map((review) => (
                <TableRow key={review.id} selected={review.id === openID}>
                  <TableCell>
                    <Button
                      size="small"
                      aria-label={t('open', { name: review.name })}
                      onClick={() => setOpenID(review.id)}
                      sx={{ textTransform: 'none', justifyContent: 'flex-start' }}
                    >
                      {review.name}
                    </Button>
                  </TableCell>
                  <TableCell>
                    {t(`kinds.${review.scope.kind}`)} · {review.scopeName}
                  </TableCell>
                  <TableCell>{dayjs(review.deadline).format('ll')}</TableCell>
                  <TableCell>{t(`statuses.${review.status}`)}</TableCell>
                  <TableCell>
                    {t('progressOf', {
                      done: review.total - review.pending - (review.defaulted ?? 0),
                      total: review.total,
                    })}
                    {!!review.defaulted && ` · ${t('defaulted', { smart_count: review.defaulted })}`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {opened && <ReviewDetail review={opened} />}
      {creating && (
        <CreateReviewDialog
          onClose={(created) => {
            setCreating(false);
            if (created) setOpenID(created.id);
          }}
        />
      )}
    </Box>
  );
}
