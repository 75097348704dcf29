import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Menu,
  Pagination,
  Skeleton,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type Row,
  type RowData,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import {
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconColumns3,
  IconRefresh,
  IconSearch,
} from '@tabler/icons-react';
import { ApiError } from '@/lib/api-client';
import { EmptyState } from '../empty-state';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name where the header cell shows none (the visibility menu, sort labels). */
    label?: string;
    align?: 'left' | 'right' | 'center';
    /** The column heads its row (<th scope="row">): the row's name for screen readers. */
    rowHeader?: boolean;
    /** Cannot be hidden from the column menu. */
    alwaysVisible?: boolean;
    /** CSS width, e.g. '40%' or 120. */
    width?: string | number;
    /**
     * A figure or status a reader comes for: its header cell is marked `data-key-column`, and the
     * browser tests fail when it is off-screen on a phone (docs/adr/0223-tables-on-a-phone.md).
     */
    key?: boolean;
  }
}

/** Paging done by the server (the API's page/perPage/meta.totalPages) or here, over all rows. */
export type DataTablePaging =
  | {
      mode: 'server';
      /** 1-based, as the API counts. */
      page: number;
      pageSize: number;
      totalPages: number;
      total?: number;
      onPageChange: (page: number) => void;
    }
  | { mode: 'client'; pageSize: number }
  | { mode: 'none' };

export type DataTableSorting =
  | { mode: 'server'; sorting: SortingState; onSortingChange: (sorting: SortingState) => void }
  | { mode: 'client'; initial?: SortingState };

export type DataTableFilter =
  | { mode: 'client'; placeholder?: string }
  | { mode: 'server'; value: string; onChange: (value: string) => void; placeholder?: string };

export interface DataTableProps<T> {
  /** The table's accessible name, also said in the row count ("4 action plans"). */
  label: string;
  /** What one row is, for the announced count ("action plan" → "4 action plans"). */
  itemName?: [singular: string, plural: string];
  columns: ColumnDef<T, never>[] | ColumnDef<T, unknown>[];
  data: readonly T[] | undefined;
  getRowId: (row: T) => string;
  paging?: DataTablePaging;
  sorting?: DataTableSorting;
  filter?: DataTableFilter;
  /** Column visibility: the initial state; a menu lets the user change it. */
  initialColumnVisibility?: VisibilityState;
  /**
   * On a phone (up to 48em): the visibility laid over `initialColumnVisibility`, to hide the columns
   * that would make the table scroll sideways; the table then fits the screen instead of keeping its
   * 560 px minimum. The column menu brings the hidden columns back.
   */
  narrowColumnVisibility?: VisibilityState;
  /**
   * How the table shows on a phone (up to 48em): `cards` (the default) lays each row out as a card,
   * its row header the title and every other cell a "label … value" line; `columns` keeps the table
   * with the columns `narrowColumnVisibility` leaves (the default when that is given).
   */
  phoneLayout?: 'cards' | 'columns';
  /** Show the column menu (default: when some column may be hidden). */
  columnMenu?: boolean;
  /** First load: skeleton rows instead of the table body. */
  loading?: boolean;
  /** A refetch in progress: the rows stay, marked busy. */
  fetching?: boolean;
  /** The load failed: its message and a retry, instead of (possibly stale) rows. */
  error?: unknown;
  errorMessage?: (error: unknown) => string;
  onRetry?: () => void;
  /** What an empty table says (with the way forward). */
  empty?: ReactNode;
  /** Filters and buttons shown beside the search box. */
  toolbar?: ReactNode;
  /** Fixed header over a scrolling body (long questionnaires). */
  maxHeight?: number | string;
  /** Rows get this className (e.g. highlight). */
  rowClassName?: (row: Row<T>) => string | undefined;
  skeletonRows?: number;
}

/**
 * A cell's label on a phone card: the column's name, for columns that hold a value (a column of
 * buttons or check boxes speaks for itself).
 */
function cardLabel<T>(column: Column<T, unknown>): string | undefined {
  if (!column.accessorFn) return undefined;
  const header = column.columnDef.header;
  return typeof header === 'string' ? header : column.columnDef.meta?.label;
}

const defaultMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The rows could not be loaded.';

/**
 * The table of every list (issue 15): TanStack Table v8 on Mantine's Table. Sorting, a text
 * filter, column visibility and paging, each either done here over the rows it has (client) or
 * mapped onto the API's parameters (server); skeleton rows while loading, an empty state, and an
 * error with "Try again" in place of stale rows. It renders 300-row questionnaires in one body
 * (paging `none`, `maxHeight` for a sticky header).
 */
export function DataTable<T>({
  label,
  itemName = ['row', 'rows'],
  columns,
  data,
  getRowId,
  paging = { mode: 'none' },
  sorting: sortingMode,
  filter,
  initialColumnVisibility = {},
  narrowColumnVisibility,
  phoneLayout = narrowColumnVisibility ? 'columns' : 'cards',
  columnMenu,
  loading = false,
  fetching = false,
  error,
  errorMessage = defaultMessage,
  onRetry,
  empty,
  toolbar,
  maxHeight,
  rowClassName,
  skeletonRows = 5,
}: DataTableProps<T>) {
  const [clientSorting, setClientSorting] = useState<SortingState>(
    sortingMode?.mode === 'client' ? (sortingMode.initial ?? []) : [],
  );
  const [globalFilter, setGlobalFilter] = useState('');
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(() =>
    narrow && narrowColumnVisibility
      ? { ...initialColumnVisibility, ...narrowColumnVisibility }
      : initialColumnVisibility,
  );
  // Crossing the phone width (a window resized, a tablet turned) brings that width's chosen columns: the
  // columns picked for 1440 px did not fit once the same page was narrowed to 390 px (issue 29).
  const shownFor = useRef(narrow);
  useEffect(() => {
    if (!narrowColumnVisibility || shownFor.current === narrow) return;
    shownFor.current = narrow;
    setColumnVisibility(
      narrow ? { ...initialColumnVisibility, ...narrowColumnVisibility } : initialColumnVisibility,
    );
  }, [narrow, narrowColumnVisibility, initialColumnVisibility]);
  const [pageIndex, setPageIndex] = useState(0);
  const rows = useMemo(() => [...(data ?? [])], [data]);

  const sorting = sortingMode?.mode === 'server' ? sortingMode.sorting : clientSorting;
  const table = useReactTable<T>({
    data: rows,
    columns: columns as ColumnDef<T, unknown>[],
    getRowId,
    state: {
      sorting,
      columnVisibility,
      globalFilter: filter?.mode === 'client' ? globalFilter : undefined,
      pagination:
        paging.mode === 'client'
          ? { pageIndex, pageSize: paging.pageSize }
          : { pageIndex: 0, pageSize: Math.max(rows.length, 1) },
    },
    enableSorting: sortingMode !== undefined,
    manualSorting: sortingMode?.mode === 'server',
    manualFiltering: filter?.mode !== 'client',
    manualPagination: paging.mode !== 'client',
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (sortingMode?.mode === 'server') sortingMode.onSortingChange(next);
      else setClientSorting(next);
      setPageIndex(0);
    },
    onColumnVisibilityChange: setColumnVisibility,
    onGlobalFilterChange: (value: string) => {
      setGlobalFilter(value);
      setPageIndex(0);
    },
    onPaginationChange: (updater) => {
      if (paging.mode !== 'client') return;
      const next =
        typeof updater === 'function' ? updater({ pageIndex, pageSize: paging.pageSize }) : updater;
      setPageIndex(next.pageIndex);
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const visibleRows = table.getRowModel().rows;
  const filteredCount = table.getFilteredRowModel().rows.length;
  const hideable = table
    .getAllLeafColumns()
    .filter((c) => c.getCanHide() && !c.columnDef.meta?.alwaysVisible);
  const showColumnMenu = columnMenu ?? hideable.length > 0;
  const showError = error !== undefined && error !== null;
  const total = paging.mode === 'server' ? (paging.total ?? null) : filteredCount;
  const [one, many] = itemName;
  const count = (n: number) => `${n} ${n === 1 ? one : many}`;

  let summary = '';
  if (!loading && !showError) {
    if (paging.mode === 'server' && paging.totalPages > 1)
      summary = `${total === null ? '' : `${count(total)}, `}page ${paging.page} of ${paging.totalPages}`;
    else if (paging.mode === 'client' && table.getPageCount() > 1)
      summary = `${count(filteredCount)}, page ${pageIndex + 1} of ${table.getPageCount()}`;
    else summary = count(total ?? filteredCount);
    if (filter?.mode === 'client' && globalFilter && filteredCount !== rows.length)
      summary = `${count(filteredCount)} of ${rows.length} match “${globalFilter}”`;
  }

  const filterValue = filter?.mode === 'server' ? filter.value : globalFilter;
  const onFilter = (value: string) =>
    filter?.mode === 'server' ? filter.onChange(value) : table.setGlobalFilter(value);
  const visibleColumnCount = table.getVisibleLeafColumns().length;

  return (
    <Box>
      {filter || toolbar || showColumnMenu ? (
        <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap" style={{ flex: '1 1 auto' }}>
            {filter ? (
              <TextInput
                aria-label={`Filter ${label.toLowerCase()}`}
                placeholder={filter.placeholder ?? 'Filter…'}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={filterValue}
                onChange={(event) => onFilter(event.currentTarget.value)}
                w={{ base: '100%', sm: 280 }}
              />
            ) : null}
            {toolbar}
          </Group>
          {showColumnMenu ? (
            <Menu closeOnItemClick={false} position="bottom-end">
              <Menu.Target>
                <Button variant="default" leftSection={<IconColumns3 size={16} aria-hidden />}>
                  Columns
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>Show columns</Menu.Label>
                {hideable.map((column) => (
                  <Menu.Item
                    key={column.id}
                    onClick={(event) => {
                      // A click on the label text reaches the item twice: once itself, once as the click
                      // the browser passes on to the checkbox. Only the second one toggles.
                      if ((event.target as HTMLElement).tagName === 'LABEL') return;
                      column.toggleVisibility();
                    }}
                  >
                    <Checkbox
                      readOnly
                      tabIndex={-1}
                      checked={column.getIsVisible()}
                      label={column.columnDef.meta?.label ?? column.id}
                      styles={{ input: { cursor: 'pointer' }, label: { cursor: 'pointer' } }}
                    />
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      ) : null}

      <VisuallyHidden role="status" aria-live="polite">
        {summary}
      </VisuallyHidden>

      {showError ? (
        <Alert color="red" title="It did not work" role="alert" variant="light">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorMessage(error)}</Text>
            {onRetry ? (
              <Button
                size="xs"
                variant="white"
                color="red.9"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={onRetry}
              >
                Try again
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : !loading && visibleRows.length === 0 ? (
        filter?.mode === 'client' && globalFilter && rows.length > 0 ? (
          // The rows exist; the filter hides them all. Saying "none yet" would be wrong.
          <EmptyState size="sm" title={`No ${one} matches “${globalFilter}”.`} />
        ) : (
          (empty ?? <EmptyState size="sm" title={`No ${many} yet.`} />)
        )
      ) : (
        <Table.ScrollContainer
          // Wide tables scroll sideways under 560 px, unless a phone shows them as cards or with the
          // columns the page chose.
          minWidth={narrow && (phoneLayout === 'cards' || narrowColumnVisibility) ? 0 : 560}
          maxHeight={maxHeight}
          type="native"
          // A table wider than the page scrolls: keyboard users must reach the scrolling region
          // (axe scrollable-region-focusable).
          tabIndex={0}
          // The positioned box of the visually hidden header texts: without it they sit outside the
          // scrolling region at the table's far edge and widen the whole page.
          pos="relative"
        >
          <Table
            aria-label={label}
            data-phone-layout={phoneLayout === 'cards' ? 'cards' : undefined}
            aria-busy={loading || fetching || undefined}
            stickyHeader={maxHeight !== undefined}
            highlightOnHover
            // Eight columns or more sit closer together, so a wide table fits a desktop's page.
            horizontalSpacing={narrow || visibleColumnCount >= 8 ? 'xs' : 'md'}
            // Dims gently while refreshing, and is back at full contrast the moment it is not busy
            // (a fade back would leave readers, and the accessibility walk, with faint text).
            style={{
              opacity: fetching && !loading ? 0.65 : 1,
              transition: fetching ? 'opacity 120ms' : 'none',
            }}
          >
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => {
                    const meta = header.column.columnDef.meta;
                    const sorted = header.column.getIsSorted();
                    const canSort = header.column.getCanSort();
                    const content = header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext());
                    return (
                      <Table.Th
                        key={header.id}
                        scope="col"
                        // On a phone with chosen columns, the columns shown are the ones chosen to stay.
                        data-key-column={
                          meta?.key || (narrow && phoneLayout === 'columns' && !meta?.rowHeader)
                            ? ''
                            : undefined
                        }
                        ta={meta?.align}
                        w={meta?.width}
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                      >
                        {canSort ? (
                          <UnstyledButton
                            onClick={header.column.getToggleSortingHandler()}
                            fw={600}
                            fz="sm"
                            style={{
                              display: 'inline-flex',
                              alignItems: 'center',
                              gap: 4,
                              whiteSpace: 'nowrap',
                            }}
                          >
                            {content}
                            {sorted === 'asc' ? (
                              <IconArrowUp size={14} aria-hidden />
                            ) : sorted === 'desc' ? (
                              <IconArrowDown size={14} aria-hidden />
                            ) : (
                              <IconArrowsSort size={14} aria-hidden style={{ opacity: 0.45 }} />
                            )}
                          </UnstyledButton>
                        ) : (
                          content
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {loading
                ? Array.from({ length: skeletonRows }, (_, i) => (
                    <Table.Tr key={`skeleton-${i}`}>
                      {Array.from({ length: visibleColumnCount }, (_, j) => (
                        <Table.Td key={j}>
                          <Skeleton height={14} radius="sm" width={j === 0 ? '80%' : '60%'} />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                : visibleRows.map((row) => (
                    <Table.Tr key={row.id} className={rowClassName?.(row)}>
                      {row.getVisibleCells().map((cell) => {
                        const meta = cell.column.columnDef.meta;
                        const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                        return meta?.rowHeader ? (
                          <Table.Th key={cell.id} scope="row" ta={meta.align} fw={500}>
                            {content}
                          </Table.Th>
                        ) : (
                          <Table.Td key={cell.id} ta={meta?.align} data-label={cardLabel(cell.column)}>
                            {content}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {!showError && paging.mode === 'server' && paging.totalPages > 1 ? (
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed" aria-hidden="true">
            Page {paging.page} of {paging.totalPages}
          </Text>
          <nav aria-label={`Pages of ${label.toLowerCase()}`}>
            <Pagination
              total={paging.totalPages}
              value={paging.page}
              onChange={paging.onPageChange}
              size="sm"
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              getControlProps={(control) =>
                control === 'next'
                  ? { 'aria-label': 'Next page' }
                  : control === 'previous'
                    ? { 'aria-label': 'Previous page' }
                    : {}
              }
            />
          </nav>
        </Group>
      ) : null}
      {!showError && paging.mode === 'client' && table.getPageCount() > 1 ? (
        <Group justify="flex-end" mt="md">
          <nav aria-label={`Pages of ${label.toLowerCase()}`}>
            <Pagination
              total={table.getPageCount()}
              value={pageIndex + 1}
              onChange={(page) => setPageIndex(page - 1)}
              size="sm"
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              getControlProps={(control) =>
                control === 'next'
                  ? { 'aria-label': 'Next page' }
                  : control === 'previous'
                    ? { 'aria-label': 'Previous page' }
                    : {}
              }
            />
          </nav>
        </Group>
      ) : null}
    </Box>
  );
}
