import { alpha, styled } from '@mui/material/styles';
import usePagination from '@mui/material/usePagination';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';
import { useListPaginationContext, useTranslate } from 'react-admin';

/** MUI's pagination arrows (its internal NavigateBefore and NavigateNext icons). */
const PREVIOUS_PATH = 'M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const NEXT_PATH = 'M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

/**
 * The list's pagination as react-admin's <Pagination> shows it with no page sizes (MUI's TablePagination
 * and small Pagination: "1-20 of 63", then the pages with ellipses; on a small screen only the previous
 * and next buttons), drawn with plain elements under one styled root: the list shows it twice, and as
 * MUI components the two were a sixth of the Users page's React elements and brought Select, Menu and
 * Input code along (issue 23). Its texts are react-admin's (ra.navigation.*); its name says where it is.
 */
function ListPagination({ place }: { place: 'top' | 'bottom' }) {
  const { isPending, page, perPage, total, setPage, hasNextPage } = useListPaginationContext();
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const pages = total != null ? Math.ceil(total / perPage) : undefined;
  const { items } = usePagination({
    count: pages ?? page + (hasNextPage ? 1 : 0),
    page,
    onChange: (_, next) => setPage(next),
  });

  // Its place is kept while the first page loads: the rows under it do not move when it shows.
  if (isPending) return <Root />;
  if (total === 0 || page < 1 || (pages !== undefined && page > pages)) return null;

  const from = (page - 1) * perPage + 1;
  const to = total != null ? Math.min(page * perPage, total) : page * perPage;
  const range =
    total != null
      ? translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })
      : translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to });
  // Pages to choose from once there are several and the total is known; else only the arrows.
  const shown =
    small || pages === undefined
      ? items.filter((item) => item.type === 'previous' || item.type === 'next')
      : pages > 1
        ? items
        : [];

  return (
    <Root>
      <p className="ListPagination-range">{range}</p>
      {/* Its margin stays without pages, as MUI's does: the range does not move when pages appear. */}
      <div className="ListPagination-actions">
        {shown.length > 0 && (
          <nav aria-label={translate(`app.admin.list.pagination.${place}`)}>
            <ul>
              {shown.map(({ type, page: itemPage, selected, disabled, onClick }, i) => (
                <li key={i}>
                  {type === 'start-ellipsis' || type === 'end-ellipsis' ? (
                    <div className="ListPagination-ellipsis">…</div>
                  ) : (
                    <button
                      type="button"
                      className={selected ? 'ListPagination-item ListPagination-selected' : 'ListPagination-item'}
                      aria-current={selected ? 'page' : undefined}
                      aria-label={
                        type === 'page'
                          ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', {
                              page: itemPage,
                            })
                          : translate(`ra.navigation.${type}`)
                      }
                      disabled={disabled || (type === 'next' && pages === undefined && !hasNextPage)}
                      onClick={onClick}
                    >
                      {type === 'page' ? (
                        itemPage
                      ) : (
                        <svg viewBox="0 0 24 24" aria-hidden focusable="false">
                          <path d={type === 'previous' ? PREVIOUS_PATH : NEXT_PATH} />
                        </svg>
                      )}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </Root>
  );
}

/** MUI's TablePagination toolbar and small PaginationItem, in the theme's terms. */
const Root = styled('div')(({ theme }) => {
  const { palette, typography } = theme;
  return {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    minHeight: 52,
    padding: '0 2px 0 16px',
    [theme.breakpoints.up('sm')]: { paddingLeft: 24 },
    color: palette.text.primary,
    '& .ListPagination-range': { ...typography.body2, flexShrink: 0, margin: '14px 0' },
    '& .ListPagination-actions': { flexShrink: 0, marginLeft: 20 },
    '& ul': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', padding: 0, margin: 0 },
    '& .ListPagination-item, & .ListPagination-ellipsis': {
      ...typography.body2,
      boxSizing: 'border-box',
      minWidth: 26,
      height: 26,
      padding: '0 4px',
      margin: '0 1px',
      borderRadius: 13,
      color: palette.text.primary,
      textAlign: 'center',
    },
    '& .ListPagination-ellipsis': { height: 'auto' },
    '& .ListPagination-item': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      verticalAlign: 'middle',
      border: 0,
      outline: 0,
      backgroundColor: 'transparent',
      cursor: 'pointer',
      userSelect: 'none',
      '&:hover': { backgroundColor: palette.action.hover },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
      '&:focus-visible': { backgroundColor: palette.action.focus },
      '&:disabled': { opacity: palette.action.disabledOpacity, cursor: 'default', backgroundColor: 'transparent' },
      '& svg': {
        width: '1em',
        height: '1em',
        fontSize: typography.pxToRem(18),
        margin: '0 -8px',
        fill: 'currentColor',
        flexShrink: 0,
      },
    },
    // A small screen's arrows are MUI's icon buttons (TablePagination's own actions): 40 px to touch.
    [theme.breakpoints.down('md')]: {
      '& .ListPagination-item': {
        minWidth: 40,
        height: 40,
        borderRadius: 20,
        '& svg': { fontSize: typography.pxToRem(24), margin: 0 },
      },
    },
    '& .ListPagination-selected': {
      backgroundColor: palette.action.selected,
      '&:hover': {
        backgroundColor: alpha(palette.action.selected, palette.action.selectedOpacity + palette.action.hoverOpacity),
      },
    },
  };
});

export default memo(ListPagination);
