import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import '@/i18n/dates';
import { shortDay } from '@/i18n/days';
import { useTranslate } from 'react-admin';
import type { PlatformPage } from '@/platform/request';
import { AccessCell } from '@resources/myReviews/AccessCell';
import type { ReviewItem } from '@contract/reviews';

/** The report's rows a page shows (ReviewDetail asks for them). */
export const REPORT_PER_PAGE = 25;
const COLUMNS = ['person', 'access', 'reviewer', 'decision', 'decidedAt', 'outcome'] as const;

/**
 * A closed campaign's report read on the screen (issue 64: the CSV alone was not readable): each person's
 * access, who answered what and when (an answer taken by the default at close says so), and what the close
 * did (kept until a day says the day, issue 62); a deactivated person is marked. Paged on the server (`items`, page `page`, asked for by ReviewDetail);
 * the CSV download stays beside it.
 */
export default function ReviewReport({
  items,
  page,
  onPage,
}: {
  items: PlatformPage<ReviewItem>;
  page: number;
  onPage: (page: number) => void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.reviews.campaigns.${key}`, options);
  const rows = items.data;
  return (
    <>
      <Table size="small" aria-label={t('reportTable')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(`reportColumns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                <Typography variant="body2">
                  {item.userName}
                  {item.userActive === false && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={translate('app.reviews.mine.deactivated')}
                      sx={{ ml: 1 }}
                    />
                  )}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {item.userEmail}
                </Typography>
              </TableCell>
              <TableCell>
                <AccessCell item={item} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.reviewerEmail}</TableCell>
              <TableCell>
                {translate(`app.reviews.mine.decisions.${item.decision}`)}
                {item.answeredBy === 'missing' && (
                  <Typography variant="body2" color="textSecondary">
                    {t('byDefault')}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {item.decidedAt ? dayjs(item.decidedAt).format('L LT') : '—'}
              </TableCell>
              <TableCell>
                {item.outcome === 'kept' && item.until
                  ? t('keptUntil', { date: shortDay(item.until, translate) })
                  : item.outcome
                    ? t(`outcomes.${item.outcome}`)
                    : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={items.total}
        page={page}
        rowsPerPage={REPORT_PER_PAGE}
        rowsPerPageOptions={[REPORT_PER_PAGE]}
        onPageChange={(_e, next) => onPage(next)}
      />
    </>
  );
}
