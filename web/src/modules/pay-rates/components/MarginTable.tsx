import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type Margin, RATE_KEY_LABELS, RATE_KEYS, RATE_SET_LABELS, RATE_SETS } from '@portal/contracts';
import { Money } from '../../../ui/Money.tsx';
import { MoneyCell, SimpleTable } from '../../../ui/SimpleTable.tsx';

const amount = (text: string) => Number(text);

/**
 * The margin of every rate key: bill rate minus pay rate minus the malpractice cost per hour, in dollars and percent
 * of the bill rate (computed in cents by the server). A negative margin is flagged in red. Keys with neither a pay nor
 * a bill rate are left out.
 */
export function MarginTable({ margin }: { margin: Margin }) {
  const rows = RATE_SETS.flatMap((set) =>
    RATE_KEYS.filter((k) => amount(margin.sets[set][k].BillRate) > 0 || amount(margin.sets[set][k].PayRate) > 0).map(
      (key) => ({ set, key, cell: margin.sets[set][key] }),
    ),
  );
  const source = margin.malpracticeSource;
  // A phone gets one card per rate instead of a six-column table, so the margin is never scrolled out of view.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Margin
      </Title>
      <Text size="sm" c="dimmed">
        Malpractice cost per hour: <Money value={amount(margin.malpracticeCost)} />{' '}
        {source
          ? `(${source.insuranceProvider}, ${source.state}, ${source.specialty.toUpperCase()})`
          : '(no malpractice rate for this state and specialty)'}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm">No rates entered yet.</Text>
      ) : phone ? (
        <Stack gap="xs" role="list" aria-label="Margin per rate">
          {rows.map(({ set, key, cell }) => (
            <Paper
              key={`${set}-${key}`}
              withBorder
              p="xs"
              radius="sm"
              role="listitem"
              data-negative={cell.negative || undefined}
            >
              <Text size="sm" fw={600}>
                {RATE_SET_LABELS[set]} · {RATE_KEY_LABELS[key]}
              </Text>
              <Text size="xs" c="dimmed">
                Bill <Money value={amount(cell.BillRate)} /> − Pay <Money value={amount(cell.PayRate)} /> − Malpractice{' '}
                <Money value={amount(cell.malpractice)} />
              </Text>
              <Group gap={6}>
                <Text size="sm">Margin</Text>
                <Money value={amount(cell.margin)} c={cell.negative ? 'red' : undefined} fw={700} />
                <Text size="sm" c={cell.negative ? 'red' : undefined} fw={cell.negative ? 700 : undefined}>
                  {cell.percent === null ? '-' : `${cell.percent.toFixed(1)}%`}
                  {cell.negative ? ' negative' : ''}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <SimpleTable
          minWidth={520}
          withTableBorder
          striped
          verticalSpacing={6}
          aria-label="Margin per rate"
          head={[
            'Rate',
            ...['Bill Rate', 'Pay Rate', 'Malpractice', 'Margin', 'Margin %'].map((label) => ({ label, right: true })),
          ]}
        >
          {rows.map(({ set, key, cell }) => {
            const colour = cell.negative ? 'red' : undefined;
            return (
              <Table.Tr key={`${set}-${key}`} data-negative={cell.negative || undefined}>
                <Table.Th scope="row" fw={400}>
                  {RATE_SET_LABELS[set]} · {RATE_KEY_LABELS[key]}
                </Table.Th>
                <MoneyCell value={amount(cell.BillRate)} />
                <MoneyCell value={amount(cell.PayRate)} />
                <MoneyCell value={amount(cell.malpractice)} />
                <MoneyCell value={amount(cell.margin)} c={colour} fw={cell.negative ? 700 : undefined} />
                <Table.Td ta="right">
                  <Text span inherit c={colour} fw={cell.negative ? 700 : undefined}>
                    {cell.percent === null ? '-' : `${cell.percent.toFixed(1)}%`}
                  </Text>
                  {cell.negative && (
                    <Text span size="xs" c="red" ml={4}>
                      negative
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </SimpleTable>
      )}
    </Stack>
  );
}
