import { Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type PayRate,
  RATE_KEY_LABELS,
  RATE_KEYS,
  RATE_SET_LABELS,
  RATE_SETS,
  type RateSetName,
} from '@portal/contracts';
import { Money } from '../../../ui/Money.tsx';

/** A rate as the screen shows it: '-' (hidden from providers) or an amount. */
const money = (text: string) => (text === '-' ? <Money value={null} /> : <Money value={Number(text)} />);

type RateKind = 'PayRate' | 'BillRate';
const KIND_TITLES: Record<RateKind, string> = { PayRate: 'Pay', BillRate: 'Bill' };

/** One amount column: a rate set's pay or bill rate. */
interface RateColumn {
  set: RateSetName;
  kind: RateKind;
  title: string;
}

/** One row per rate key, one amount column per entry of `columns`. */
function RateGrid({
  rate,
  columns,
  label,
  spacing,
}: {
  rate: PayRate;
  columns: RateColumn[];
  label: string;
  spacing: number;
}) {
  return (
    <Table withTableBorder striped verticalSpacing={spacing} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Rate</Table.Th>
          {columns.map((c) => (
            <Table.Th key={`${c.set}-${c.kind}`} scope="col" ta="right">
              {c.title}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {RATE_KEYS.map((key) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" fw={400}>
              {RATE_KEY_LABELS[key]}
            </Table.Th>
            {columns.map((c) => (
              <Table.Td key={`${c.set}-${c.kind}`} ta="right">
                {money(rate[c.set][key][c.kind])}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The three rate sets, read-only: one row per key, Pay Rate and Bill Rate per set. `payOnly` (a provider's view)
 * leaves the bill rates out.
 */
export function RatesTable({ rate, payOnly = false }: { rate: PayRate; payOnly?: boolean }) {
  const kinds: RateKind[] = payOnly ? ['PayRate'] : ['PayRate', 'BillRate'];
  const phone = useMediaQuery('(max-width: 36em)');
  if (phone) {
    // A phone gets one narrow table per rate set instead of seven columns.
    return (
      <Stack gap="sm">
        {RATE_SETS.map((set) => (
          <Stack key={set} gap={4}>
            <Text size="sm" fw={600}>
              {RATE_SET_LABELS[set]} Rates
            </Text>
            <RateGrid
              rate={rate}
              columns={kinds.map((kind) => ({ set, kind, title: KIND_TITLES[kind] }))}
              label={`${RATE_SET_LABELS[set]} rates`}
              spacing={4}
            />
          </Stack>
        ))}
      </Stack>
    );
  }
  const columns = RATE_SETS.flatMap((set) =>
    kinds.map((kind) => ({ set, kind, title: `${RATE_SET_LABELS[set]} ${KIND_TITLES[kind]}` })),
  );
  return (
    <Table.ScrollContainer minWidth={payOnly ? 360 : 560}>
      <RateGrid rate={rate} columns={columns} label="Rates" spacing={6} />
    </Table.ScrollContainer>
  );
}
