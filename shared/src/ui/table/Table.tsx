import type { ComponentPropsWithoutRef } from 'react';
import './table.css';

interface TableProps extends ComponentPropsWithoutRef<'table'> {
  /** a line under every row, cells to the top and small muted column heads (a ticket's or a policy's table) */
  ruled?: boolean;
}

/**
 * A table of figures: full width, small text, digits of one width, cells from the start edge. The page sets its
 * cells' padding through `--jt-table-cell-padding` on its own class and adds what is its own (lines, sticky heads).
 */
export function Table({ ruled = false, className, ...rest }: TableProps) {
  return <table className={['jt-table', ruled && 'jt-table--ruled', className].filter(Boolean).join(' ')} {...rest} />;
}
