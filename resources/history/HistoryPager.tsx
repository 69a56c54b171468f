import TablePagination from '@mui/material/TablePagination';

/** History entries paged on the server, a fixed number a page (no choice of page size); `page` from 0. */
export function HistoryPager({
  total,
  page,
  perPage,
  onPage,
}: {
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[perPage]}
      onPageChange={(_, next) => onPage(next)}
    />
  );
}
