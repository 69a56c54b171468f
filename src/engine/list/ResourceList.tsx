import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, memo, useEffect, useMemo, useRef, useState } from 'react';
import {
  DataTable,
  ListContextProvider,
  useListController,
  useStore,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useFiltersParam } from '@/filters/useFiltersParam';
import SideScroll from '@/ui/SideScroll';
import { fieldOf, translateLabel } from '../fields/lookup';
import type { ResourceDefinition } from '../types';
import { useLoadedUser } from '../useLoadedUser';
import { defaultCell } from './cells';
import { cellText } from './cellText';
import { makeHighlighter, matchesQuery } from './highlight';
import InPageSearch from './InPageSearch';
import ListPagination from './ListPagination';
import { ListBody, ListRowsContext, type ListRows } from './ListBody';
import { listRowStyles } from './listRowStyles';
import type { SelectedRow } from './selectedRow';
import ListError from './ListError';
import SelectionBar from './SelectionBar';
import { useListFilter } from './useListFilter';
import { useListSelection } from './useListSelection';

// Only a few lists have tabs (roles by service name): the others never load MUI's tabs.
const ListTabs = lazy(() => import('./ListTabs'));
// The column chooser loads with the first list that has optional columns, after its rows (issue 39):
// see `controlsShown`.
const ColumnsButton = lazy(() => import('./ColumnsButton'));
// Only the events have actions (Test OPA), each asked of the platform: the other lists never load them.
const ListActions = lazy(() => import('./ListActions'));
// The progress bar of a wait loads when a list first waits: a cold open with its rows at hand never does.
const WaitProgress = lazy(() => import('@/ui/WaitProgress'));

/** DataTable's own bulk toolbar: replaced by the selection bar above the list. */
const NO_TOOLBAR = <></>;

/**
 * The generic list: the search bar (when the resource has one), an in-page text search highlighting
 * its matches on the page shown (and saying so), 20 rows a page with pagination above and below,
 * sortable columns (A→Z first, dates newest first; the sort kept in the address), paged and sorted by the
 * server. A row click selects the record. With a `bulk` slot, rows have
 * checkboxes and the selection bar sits above the list.
 */
function ResourceList({
  definition,
  selected,
  onSelect,
  onRows,
  controlsShown = true,
}: {
  definition: ResourceDefinition;
  selected?: SelectedRow;
  /** Each page of records the list shows, once it has them (none when the list is empty). */
  onRows?: (records: RaRecord[]) => void;
  onSelect: (id: Identifier) => void;
  /**
   * Whether the column chooser and the selection's actions show. Their code is lazy, and a lazy part asks
   * for its code when it first renders: in a cold open that is the render with the rows, so they held
   * the rows' paint back (issue 41, item 5). The page shows them once a row's first click is ready, so
   * that they do not hold that back either (item 1).
   */
  controlsShown?: boolean;
}) {
  const translate = useTranslate();
  const [applied, applyFilters] = useFiltersParam();
  const { first, tab, setTab, setSort } = useListFilter(definition, applied);
  const { filter } = first.params;
  const tabs = definition.listTabs;

  // Asked as start-up asked it (firstPage.ts): the first page is found in the cache, not asked again.
  const controller = useListController({
    resource: definition.name,
    perPage: first.params.pagination!.perPage,
    sort: first.params.sort,
    filter,
    // The page, sort and selection are the engine's; the address keeps the selection and the filters.
    disableSyncWithLocation: true,
    storeKey: false,
    // The route guard has checked the session and the route's roles before this page rendered;
    // checking again here would put two round trips before the first rows.
    disableAuthentication: true,
  });
  // The sort is the address's (issue 42): a header's click writes it there, and the list follows the
  // address (a click, a reload, the Back button), starting again on its first page.
  const wanted = first.params.sort!;
  const { sort: shown, setSort: sortList } = controller;
  useEffect(() => {
    if (shown.field !== wanted.field || shown.order !== wanted.order) sortList(wanted);
  }, [wanted, shown, sortList]);
  // A new search starts on its first page.
  const { setPage } = controller;
  const filterKey = JSON.stringify(filter);
  const appliedFilter = useRef(filterKey);
  useEffect(() => {
    if (appliedFilter.current === filterKey) return;
    appliedFilter.current = filterKey;
    setPage(1);
  }, [filterKey, setPage]);
  const { data: pageRecords } = controller;
  useEffect(() => {
    if (pageRecords) onRows?.(pageRecords);
  }, [onRows, pageRecords]);
  const selection = useListSelection(definition.name, controller, filter);
  const bulk = !!definition.slots?.bulk;
  const user = useLoadedUser();

  const [query, setQuery] = useState('');
  const highlight = useMemo(() => makeHighlighter(query), [query]);
  // Optional columns show once chosen (ColumnsButton), a choice kept with the person's preferences.
  const [chosen, setChosen] = useStore<string[]>(`columns.${definition.name}`, []);
  const columns = useMemo(
    () => definition.columns.filter((c) => !c.optional || chosen.includes(c.source)),
    [definition.columns, chosen],
  );
  const optionalColumns = definition.columns.filter((c) => c.optional);
  const columnFields = useMemo(() => columns.map((c) => fieldOf(definition, c.source)), [columns, definition]);
  const visible = useMemo(
    () =>
      query.trim()
        ? controller.data?.filter((record) =>
            matchesQuery(
              columnFields.map((f) => cellText(f, record)),
              query,
            ),
          )
        : controller.data,
    [controller.data, columnFields, query],
  );

  const morePages =
    (controller.total ?? 0) > (controller.data?.length ?? 0) || controller.hasNextPage || controller.page > 1;
  const headerOf = (column: (typeof columns)[number], i: number) =>
    translateLabel(translate, column.label ?? columnFields[i].label, column.source);
  // A first click sorts A→Z, and dates newest first; a second click turns it round (issue 42).
  const firstOrderOf = (column: (typeof columns)[number], i: number) =>
    column.sortByOrder ?? (columnFields[i].type === 'date' ? 'DESC' : 'ASC');
  const Row = definition.slots?.row;
  const Search = definition.search && definition.slots?.search;
  // A failed call shows that it failed, with Retry, and neither rows nor a paging line (issue 42).
  const failed = !!controller.error;
  // Waiting for the first page, or for another page (a page, sort or filter change) while the last
  // one's rows still show: progress over the rows, and the table says it is busy (issue 42). A refresh
  // of the rows shown keeps them as they are.
  const waiting = controller.isPending || (controller.isFetching && controller.isPlaceholderData);

  // What the rows show and how each looks (ListBody): a new value re-renders the rows, so it changes
  // only with what it is made of.
  const rows = useMemo<ListRows>(() => {
    const { dimmed, rowAccent } = definition;
    return {
      cells: Row
        ? [
            {
              key: 'row',
              render: (record, isSelected) => (
                <Suspense fallback={null}>
                  <Row definition={definition} record={record} highlight={highlight} selected={isSelected} />
                </Suspense>
              ),
            },
          ]
        : columns.map((column, i) => ({
            key: column.source,
            width: column.width,
            render: (record) =>
              column.render ? column.render({ record, highlight }) : defaultCell(columnFields[i], record, highlight),
          })),
      look: (record) => ({
        dimmed: !!dimmed?.(record),
        accent: rowAccent?.(record, user),
      }),
      accented: !!rowAccent,
      selected,
      onOpen: onSelect,
    };
  }, [definition, Row, columns, columnFields, highlight, selected, user, onSelect]);

  return (
    <ListContextProvider value={{ ...controller, data: visible, setSort } as typeof controller}>
      <ListRowsContext.Provider value={rows}>
        {/* One boundary for the search bar's code and the list under it: they show together, so the bar
            never arrives late and pushes the rows down; meanwhile the page below stays out of view. */}
        <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
          {definition.search && Search && (
            <Search search={definition.search} filters={applied} onApply={applyFilters} />
          )}
          {tabs && (
            <Suspense fallback={<Box sx={{ height: 48, mb: 1 }} />}>
              <ListTabs tabs={tabs} value={tab} onChange={setTab} />
            </Suspense>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <InPageSearch value={query} onChange={setQuery} />
            {definition.actions && (
              <Suspense fallback={null}>
                <ListActions actions={definition.actions} onDone={() => controller.refetch()} />
              </Suspense>
            )}
            {(definition.slots?.toolbar ?? []).map((Extra, i) => (
              <Suspense key={i} fallback={null}>
                <Extra definition={definition} />
              </Suspense>
            ))}
            {controlsShown && optionalColumns.length > 0 && (
              <Suspense fallback={null}>
                <ColumnsButton
                  options={optionalColumns.map((c) => ({
                    source: c.source,
                    label: translateLabel(translate, c.label ?? fieldOf(definition, c.source).label, c.source),
                  }))}
                  chosen={chosen}
                  onChange={setChosen}
                />
              </Suspense>
            )}
            <Box sx={{ flex: 1 }} />
            {!failed && <ListPagination place="top" />}
          </Box>
          {query.trim() && controller.data && (
            // The in-page search looks in the rows of this page only, and says so (issue 42).
            <Typography variant="body2" color="textSecondary" role="status" sx={{ mt: 0.5 }}>
              {translate(morePages ? 'app.admin.list.pageSearch.ofPage' : 'app.admin.list.pageSearch.ofAll', {
                shown: visible?.length ?? 0,
                count: controller.data.length,
              })}
            </Typography>
          )}
          {bulk && <SelectionBar definition={definition} state={selection} actionsShown={controlsShown} />}
          {failed ? (
            <ListError onRetry={() => void controller.refetch()} retrying={controller.isFetching} />
          ) : (
            <SideScroll>
              {waiting && (
                <Suspense fallback={null}>
                  <WaitProgress />
                </Suspense>
              )}
              <DataTable<RaRecord>
                aria-busy={waiting}
                resource={definition.name}
                body={ListBody}
                sx={listRowStyles}
                bulkActionButtons={bulk ? NO_TOOLBAR : false}
                bulkActionsToolbar={bulk ? NO_TOOLBAR : undefined}
                empty={
                  <Typography sx={{ p: 2 }} color="textSecondary">
                    {translate('app.admin.list.empty')}
                  </Typography>
                }
              >
                {/* The columns' headers (labels, sorting); their cells are ListBody's. */}
                {Row ? (
                  <DataTable.Col
                    source={columns[0]?.source}
                    label={columns[0] && headerOf(columns[0], 0)}
                    sortByOrder={columns[0] && firstOrderOf(columns[0], 0)}
                  />
                ) : (
                  columns.map((column, i) => (
                    <DataTable.Col
                      key={column.source}
                      source={column.source}
                      label={headerOf(column, i)}
                      disableSort={column.sortable === false}
                      sortByOrder={firstOrderOf(column, i)}
                      sx={column.width ? { width: column.width } : undefined}
                    />
                  ))
                )}
              </DataTable>
            </SideScroll>
          )}
          {!failed && <ListPagination place="bottom" />}
        </Suspense>
      </ListRowsContext.Provider>
    </ListContextProvider>
  );
}

/**
 * The list re-renders for its own data and state only: the page around it re-renders when an access
 * answer or the selection changes, and twenty rows' cells are the most expensive part of a page to render.
 */
export default memo(ResourceList);
