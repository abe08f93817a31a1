import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { type PaymentLine, RATE_KEY_LABELS, RATE_SET_LABELS, webPaths } from '@portal/contracts';
import { Link } from 'react-router';
import { formatDay } from '../../../ui/format.ts';
import { Hours, Money } from '../../../ui/Money.tsx';
import { MoneyCell, SimpleTable } from '../../../ui/SimpleTable.tsx';
import { amountValue } from '../api.ts';

const KIND_LABELS: Record<PaymentLine['kind'], string> = {
  day: 'Time sheet day',
  expense: 'Expense',
  bonus: 'Bonus',
  deduction: 'Deduction',
  adjustment: 'Retro adjustment',
};

/** Where each line comes from, per area (spec section 2's screens); providers have no bonus screen. */
export function sourcePath(line: PaymentLine, staffSide: boolean): string | null {
  if (line.kind === 'day')
    return staffSide ? webPaths.adminViewTimesheet(line.sourceId) : webPaths.providerViewTimesheet(line.sourceId);
  if (line.kind === 'expense')
    return staffSide ? webPaths.adminViewExpenses(line.sourceId) : webPaths.providerViewExpenses(line.sourceId);
  if (line.kind === 'adjustment') return null;
  return staffSide ? webPaths.viewBonus(line.sourceId) : null;
}

const SOURCE_LABELS: Record<PaymentLine['kind'], string> = {
  day: 'Time sheet',
  expense: 'Expense',
  bonus: 'Bonus',
  deduction: 'Deduction',
  adjustment: 'Adjustment',
};

/** What a line is: the rate set and keys of a day, or the type of an expense, bonus or deduction. */
function LineWhat({ line }: { line: PaymentLine }) {
  if (line.kind !== 'day') return <Text size="sm">{line.description ?? KIND_LABELS[line.kind]}</Text>;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {line.rateSet ? (
          <Badge variant="light" color={line.rateSet === 'regularRates' ? 'gray' : 'blue'} mr={6}>
            {RATE_SET_LABELS[line.rateSet]}
          </Badge>
        ) : (
          <Badge variant="light" color="red" mr={6}>
            No approved rate
          </Badge>
        )}
        {line.facility?.name}
      </Text>
      {line.keys.map((k) => (
        <Text size="xs" c="dimmed" key={k.key}>
          {RATE_KEY_LABELS[k.key]}: <Hours minutes={k.minutes} /> x <Money value={amountValue(k.payRate)} /> ={' '}
          <Money value={amountValue(k.pay)} />
        </Text>
      ))}
    </Stack>
  );
}

/** The lines of a payment: each day of each approved time sheet, then expenses, bonuses and deductions. */
export function PaymentLines({ lines, staffSide }: { lines: PaymentLine[]; staffSide: boolean }) {
  if (lines.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No approved time sheets, expenses, bonuses or deductions in this pay period.
      </Text>
    );
  return (
    <SimpleTable
      minWidth={720}
      striped
      withTableBorder
      verticalSpacing="xs"
      aria-label="Payment lines"
      head={[
        'Date',
        'Line',
        { label: 'Hours', right: true },
        { label: 'On-call', right: true },
        { label: 'Pay', right: true },
        staffSide && { label: 'Billed', right: true },
        'Source',
      ]}
    >
      {lines.map((l) => {
        const path = sourcePath(l, staffSide);
        return (
          <Table.Tr key={l._id} data-line={l.key}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(l.day)}</Table.Td>
            <Table.Td>
              <LineWhat line={l} />
            </Table.Td>
            <Table.Td ta="right">{l.kind === 'day' ? <Hours minutes={l.workedMinutes} /> : '-'}</Table.Td>
            <Table.Td ta="right">{l.kind === 'day' ? <Hours minutes={l.onCallMinutes} /> : '-'}</Table.Td>
            <MoneyCell value={amountValue(l.pay)} fw={500} c={l.kind === 'deduction' ? 'red' : undefined} />
            {staffSide && <MoneyCell value={amountValue(l.bill)} />}
            <Table.Td>
              {path ? (
                <Anchor component={Link} to={path} size="sm">
                  {SOURCE_LABELS[l.kind]}
                </Anchor>
              ) : (
                <Text size="sm">{SOURCE_LABELS[l.kind]}</Text>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </SimpleTable>
  );
}
