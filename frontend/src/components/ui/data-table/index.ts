export {
  DataTable,
  type DataTableProps,
  type DataTablePaging,
  type DataTableSorting,
  type DataTableFilter,
} from './data-table';
export {
  createColumnHelper,
  type ColumnDef,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
