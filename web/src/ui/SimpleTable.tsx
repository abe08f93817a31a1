import { type MantineBreakpoint, type MantineStyleProps, Table, type TableProps } from '@mantine/core';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { Money } from './Money.tsx';
import classes from './SimpleTable.module.css';

/**
 * A column heading: its text, or with its alignment; `hidden` names a column of buttons for screen readers only;
 * `visibleFrom` leaves it out below a breakpoint (its cells say the same), `w` fixes its width.
 */
type Heading =
  | string
  | { label: string; right?: boolean; hidden?: boolean; visibleFrom?: MantineBreakpoint; w?: MantineStyleProps['w'] };

export interface SimpleTableProps extends TableProps {
  /** Column headings; `false` leaves a column out (e.g. actions the user may not take). */
  head: (Heading | false)[];
  /** The rows (`Table.Tr`), drawn by the caller. */
  children: ReactNode;
  /** The footer row's cells (totals). */
  foot?: ReactNode;
  /**
   * The width the columns need side by side; narrower (a tablet) the table scrolls sideways, and on a phone (below
   * the sm breakpoint) each row stacks as a card of 'column: value' lines. None for a narrow table.
   */
  minWidth?: number;
}

/** Each visible column's name as a CSS string (`--col-N`), which the stacked layout writes before its cells. */
const columnNames = (head: (Heading | false)[]): CSSProperties =>
  Object.fromEntries(
    head
      .filter((h) => h !== false)
      .map((h, i) => [`--col-${i + 1}`, JSON.stringify(typeof h === 'string' ? h : h.hidden ? '' : h.label)]),
  ) as CSSProperties;

/** A table of rows already in hand (no paging or sorting: lists of the server use DataTable). */
export function SimpleTable({ head, children, foot, minWidth, className, style, ...props }: SimpleTableProps) {
  const stacked = minWidth !== undefined;
  const table = (
    <Table
      {...props}
      className={stacked ? [classes.stacked, className].filter(Boolean).join(' ') : className}
      style={stacked ? { ...columnNames(head), ...(style as CSSProperties | undefined) } : style}
    >
      <Table.Thead>
        <Table.Tr>
          {head.map((h) => {
            if (h === false) return null;
            const { label, right, hidden, visibleFrom, w } = typeof h === 'string' ? { label: h } : h;
            return hidden ? (
              <Table.Th key={label} scope="col" aria-label={label} visibleFrom={visibleFrom} w={w} />
            ) : (
              <Table.Th key={label} scope="col" ta={right ? 'right' : undefined} visibleFrom={visibleFrom} w={w}>
                {label}
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
      {foot && (
        <Table.Tfoot>
          <Table.Tr>{foot}</Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  );
  if (!stacked) return table;
  return (
    <Table.ScrollContainer minWidth={minWidth} className={classes.scroll}>
      {table}
    </Table.ScrollContainer>
  );
}

/** An amount in its right-aligned cell. */
export function MoneyCell(props: ComponentProps<typeof Money>) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
      <Money {...props} />
    </Table.Td>
  );
}
