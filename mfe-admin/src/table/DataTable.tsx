import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import type { ListPagingQuery, ListTotal } from '@jatra/shared';
import { Button } from '@jatra/shared/ui';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, ChevronsLeft } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useAdminI18n, type AdminMessageId } from '../i18n';
import './data-table.css';

/** Server-side keyset paging: the cursors the API answered, how many rows in all, and how to ask for a page. */
export interface ServerPaging {
  total: ListTotal;
  /** how many rows there are, as the message says it ('243 users', '1,000+ users', 'About 500,000 users') */
  totalText: AdminMessageId;
  next: string | null;
  previous: string | null;
  /** `{}` is the first page */
  onPage(page: ListPagingQuery): void;
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
  const { t, format } = useAdminI18n();
  const rows = table.getRowModel().rows;
  const scrollArea = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(scrollArea);

  const pageCount = table.getPageCount();
  const pageNumber = table.getState().pagination.pageIndex + 1;

  return (
    <div className="admin-table">
      {/* named apart from the section around it, whose heading often says the caption too */}
      <div
        ref={scrollArea}
        className="admin-table__scroll"
        role="region"
        aria-label={overflowing ? t('table.scrollable', { caption }) : t('table.name', { caption })}
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
      {paging ? (
        <KeysetPager caption={caption} paging={paging} />
      ) : (
        pageCount > 1 && (
          <nav className="admin-table__pager" aria-label={t('table.pages', { caption })}>
            <Button
              variant="secondary"
              iconOnly
              onClick={() => table.setPageIndex(pageNumber - 2)}
              disabled={pageNumber <= 1}
              aria-label={t('table.previousPage')}
            >
              <ChevronLeft size={18} aria-hidden="true" />
            </Button>
            <span aria-live="polite">
              {t('table.pageOf', { page: pageNumber, pages: pageCount, total: format.number(data.length) })}
            </span>
            <Button
              variant="secondary"
              iconOnly
              onClick={() => table.setPageIndex(pageNumber)}
              disabled={pageNumber >= pageCount}
              aria-label={t('table.nextPage')}
            >
              <ChevronRight size={18} aria-hidden="true" />
            </Button>
          </nav>
        )
      )}
    </div>
  );
}

/**
 * Previous and Next by cursor (the API pages by key, so there are no page numbers to jump to), First back to
 * the start, and how many rows there are as the API could say it truthfully.
 */
function KeysetPager({ caption, paging }: { caption: string; paging: ServerPaging }) {
  const { total, totalText, next, previous, onPage } = paging;
  const { t, format } = useAdminI18n();
  const paged = next !== null || previous !== null;
  return (
    <nav className="admin-table__pager" aria-label={t('table.pages', { caption })}>
      <span className="admin-table__total" aria-live="polite">
        {t(totalText, { kind: total.kind, count: total.count, number: format.number(total.count) })}
      </span>
      {paged && (
        <div className="admin-table__pager-buttons">
          <Button variant="ghost" onClick={() => onPage({})} disabled={previous === null}>
            <ChevronsLeft size={18} aria-hidden="true" />
            {t('table.first')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => previous !== null && onPage({ before: previous })}
            disabled={previous === null}
          >
            <ChevronLeft size={18} aria-hidden="true" />
            {t('table.previous')}
          </Button>
          <Button variant="secondary" onClick={() => next !== null && onPage({ after: next })} disabled={next === null}>
            {t('table.next')}
            <ChevronRight size={18} aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
