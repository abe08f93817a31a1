import { Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type PayRate, RATE_KEY_LABELS, RATE_KEYS, RATE_SET_LABELS, RATE_SETS } from '@portal/contracts';
import { Money } from '../../../ui/Money.tsx';

/** A rate as the screen shows it: '-' (hidden from providers) or an amount. */
const money = (text: string) => (text === '-' ? <Money value={null} /> : <Money value={Number(text)} />);

/**
 * The three rate sets, read-only: one row per key, Pay Rate and Bill Rate per set. `payOnly` (a provider's view)
 * leaves the bill rates out.
 */
export function RatesTable({ rate, payOnly = false }: { rate: PayRate; payOnly?: boolean }) {
  const kinds = payOnly ? (['PayRate'] as const) : (['PayRate', 'BillRate'] as const);
  const phone = useMediaQuery('(max-width: 36em)');
  if (phone) {
    // A phone gets one narrow table per rate set instead of seven columns.
    return (
      <Stack gap="sm">
        {RATE_SETS.map((s) => (
          <Stack key={s} gap={4}>
            <Text size="sm" fw={600}>
              {RATE_SET_LABELS[s]} Rates
            </Text>
            <Table withTableBorder striped verticalSpacing={4} aria-label={`${RATE_SET_LABELS[s]} rates`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Rate</Table.Th>
                  {kinds.map((k) => (
                    <Table.Th key={k} scope="col" ta="right">
                      {k === 'PayRate' ? 'Pay' : 'Bill'}
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
                    {kinds.map((k) => (
                      <Table.Td key={k} ta="right">
                        {money(rate[s][key][k])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={payOnly ? 360 : 560}>
      <Table withTableBorder striped verticalSpacing={6} aria-label="Rates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rate</Table.Th>
            {RATE_SETS.flatMap((s) =>
              kinds.map((k) => (
                <Table.Th key={`${s}-${k}`} scope="col" ta="right">
                  {RATE_SET_LABELS[s]} {k === 'PayRate' ? 'Pay' : 'Bill'}
                </Table.Th>
              )),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {RATE_KEYS.map((key) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={400}>
                {RATE_KEY_LABELS[key]}
              </Table.Th>
              {RATE_SETS.flatMap((s) =>
                kinds.map((k) => (
                  <Table.Td key={`${s}-${k}`} ta="right">
                    {money(rate[s][key][k])}
                  </Table.Td>
                )),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
