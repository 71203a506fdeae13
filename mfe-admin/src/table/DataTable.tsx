import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { Button } from '@jatra/shared/ui';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import './data-table.css';

/** Server-side paging: the page the API answered and how to ask for another. */
export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}

interface DataTableProps<Row> {
  /** names the table for screen readers (a visually hidden caption) */
  caption: string;
  columns: ColumnDef<Row, unknown>[];
  data: Row[];
  /** server paging; without it, rows are paged here when there are more than clientPageSize */
  paging?: ServerPaging;
  clientPageSize?: number;
  rowKey?: (row: Row) => string;
  /** shown in the body when there are no rows */
  empty?: ReactNode;
}

/** The id of a column holding a row's buttons: on a card they take its whole width, without the column's name. */
export const ACTIONS_COLUMN_ID = 'actions';

/** A column's name beside each value when rows are drawn as cards; a header drawn by a function has none. */
const cardLabel = ({ id, columnDef }: { id: string; columnDef: { header?: unknown } }): string | undefined =>
  id !== ACTIONS_COLUMN_ID && typeof columnDef.header === 'string' ? columnDef.header : undefined;

/**
 * Whether the table is wider than its scroll area. Only then is the area a tab stop (so a keyboard can scroll
 * it): rows drawn as cards, or a table that fits, leave nothing to scroll. Without ResizeObserver (tests) it
 * stays a tab stop, as the safe side.
 */
function useOverflowing(area: RefObject<HTMLDivElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(true);
  useEffect(() => {
    const element = area.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setOverflowing(element.scrollWidth > element.clientWidth));
    // the area resizes with the window; the table, with its rows
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [area]);
  return overflowing;
}

/**
 * Every admin list: @tanstack/react-table for sorting (headers are buttons) and paging. Where the table has
 * little room (a phone, a narrow column) each row is drawn as a card of label and value, so no column and no
 * action hides off screen; the explicit roles keep it a table to screen readers once CSS stops drawing one.
 */
export function DataTable<Row>({
  caption,
  columns,
  data,
  paging,
  clientPageSize = 25,
  rowKey,
  empty,
}: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  // react-table hands back functions that the React compiler must not memoise
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(paging ? {} : { getPaginationRowModel: getPaginationRowModel() }),
    initialState: { pagination: { pageIndex: 0, pageSize: clientPageSize } },
    getRowId: rowKey ? (row) => rowKey(row) : undefined,
  });
  const rows = table.getRowModel().rows;
  const scrollArea = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(scrollArea);

  const pageCount = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : table.getPageCount();
  const pageNumber = paging ? paging.page : table.getState().pagination.pageIndex + 1;
  const total = paging ? paging.total : data.length;
  const goTo = (page: number) => (paging ? paging.onPage(page) : table.setPageIndex(page - 1));

  return (
    <div className="admin-table">
      {/* named apart from the section around it, whose heading often says the caption too */}
      <div
        ref={scrollArea}
        className="admin-table__scroll"
        role="region"
        aria-label={overflowing ? `${caption} table, scrollable` : `${caption} table`}
        tabIndex={overflowing ? 0 : undefined}
      >
        <table role="table">
          <caption className="jt-visually-hidden">{caption}</caption>
          <thead role="rowgroup">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      role="columnheader"
                      className={header.column.getCanSort() ? undefined : 'admin-table__static-head'}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="admin-table__sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          {sorted === 'asc' ? (
                            <ArrowUp size={14} aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown size={14} aria-hidden="true" />
                          ) : (
                            <ArrowUpDown size={14} aria-hidden="true" className="admin-table__sort-idle" />
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody role="rowgroup">
            {rows.length === 0 && empty ? (
              <tr role="row">
                <td role="cell" colSpan={columns.length} className="admin-table__empty">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} role="row">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} role="cell" data-label={cardLabel(cell.column)}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && (
        <nav className="admin-table__pager" aria-label={`${caption} pages`}>
          <Button
            variant="secondary"
            iconOnly
            onClick={() => goTo(pageNumber - 1)}
            disabled={pageNumber <= 1}
            aria-label="Previous page"
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </Button>
          <span aria-live="polite">
            Page {pageNumber} of {pageCount} · {total.toLocaleString('en-IN')} in all
          </span>
          <Button
            variant="secondary"
            iconOnly
            onClick={() => goTo(pageNumber + 1)}
            disabled={pageNumber >= pageCount}
            aria-label="Next page"
          >
            <ChevronRight size={18} aria-hidden="true" />
          </Button>
        </nav>
      )}
    </div>
  );
}
