import { type MantineBreakpoint, type MantineStyleProps, Table, type TableProps } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { Money } from './Money.tsx';

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
  /** Below this width the table scrolls sideways instead of squeezing its columns; none for a narrow table. */
  minWidth?: number;
}

/** A table of rows already in hand (no paging or sorting: lists of the server use DataTable). */
export function SimpleTable({ head, children, foot, minWidth, ...props }: SimpleTableProps) {
  const table = (
    <Table {...props}>
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
  return minWidth ? <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer> : table;
}

/** An amount in its right-aligned cell. */
export function MoneyCell(props: ComponentProps<typeof Money>) {
  return (
    <Table.Td ta="right">
      <Money {...props} />
    </Table.Td>
  );
}
