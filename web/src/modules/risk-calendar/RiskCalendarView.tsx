import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { monthOfDay, RISK_KIND_COLOURS, RISK_KIND_LABELS, type RiskItem, shiftMonth, todayIn } from '@portal/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRolePrefix } from '../../lib/hooks.ts';
import { formatDay } from '../../ui/format.ts';
import { LoadingCard } from '../../ui/NotFoundCard.tsx';
import { SimpleTable } from '../../ui/SimpleTable.tsx';
import { useListState } from '../../ui/useListState.ts';
import { FacilityFilter, ProviderFilter } from '../timesheets/index.ts';
import { useRiskCalendarQuery } from './api.ts';
import { MONTH_NAME, monthGrid, monthRange } from './month.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const who = (i: RiskItem) => [i.providerName, i.facilityName].filter(Boolean).join(' · ');

function KindBadge({ item }: { item: RiskItem }) {
  return (
    <Badge color={RISK_KIND_COLOURS[item.kind]} variant="light" radius="sm" style={{ whiteSpace: 'nowrap' }}>
      {RISK_KIND_LABELS[item.kind]}
    </Badge>
  );
}

function RiskList({ items }: { items: RiskItem[] }) {
  if (items.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        Nothing in this window can stop a provider working or being paid.
      </Text>
    );
  return (
    <SimpleTable
      head={['Date', 'What', { label: 'Provider / facility', visibleFrom: 'sm' }]}
      minWidth={320}
      withTableBorder
      striped
      stripedColor="#D4EEFA"
      verticalSpacing="xs"
      aria-label="Risks"
    >
      {items.map((i) => (
        <Table.Tr key={`${i.kind}-${i.link}-${i.date}`} data-overdue={i.overdue || undefined}>
          <Table.Td style={{ whiteSpace: 'nowrap' }} c={i.overdue ? 'red' : undefined} fw={i.overdue ? 600 : undefined}>
            {formatDay(i.date)}
          </Table.Td>
          <Table.Td>
            <Stack gap={2}>
              <Group gap={4} wrap="wrap">
                {i.overdue && (
                  <Badge color="red.9" variant="filled" radius="sm">
                    Overdue
                  </Badge>
                )}
                <KindBadge item={i} />
              </Group>
              <Anchor component={Link} to={i.link} c={i.overdue ? 'red' : undefined}>
                {i.title}
              </Anchor>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {who(i)}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td visibleFrom="sm">{who(i)}</Table.Td>
        </Table.Tr>
      ))}
    </SimpleTable>
  );
}

function MonthGrid({ year, month, items }: { year: number; month: number; items: RiskItem[] }) {
  const byDay = new Map<string, RiskItem[]>();
  for (const i of items) byDay.set(i.date, [...(byDay.get(i.date) ?? []), i]);
  const today = todayIn();
  return (
    <Box role="grid" aria-label={`Risks in ${MONTH_NAME.format(new Date(Date.UTC(year, month - 1, 1)))}`}>
      <SimpleGrid cols={7} spacing={2} role="row">
        {WEEKDAYS.map((d) => (
          <Text key={d} size="xs" fw={600} ta="center" role="columnheader">
            {d}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={7} spacing={2}>
        {monthGrid(year, month).map((day, n) => {
          const list = day ? (byDay.get(day) ?? []) : [];
          return (
            <Paper
              // biome-ignore lint/suspicious/noArrayIndexKey: grid cells are positions
              key={n}
              withBorder={day !== null}
              radius={2}
              p={4}
              mih={72}
              role="gridcell"
              aria-label={day ? `${formatDay(day)}: ${list.length} items` : undefined}
              bg={day === today ? 'blue.0' : undefined}
              style={{ overflow: 'hidden' }}
            >
              {day && (
                <Stack gap={2}>
                  <Text size="xs" fw={600}>
                    {Number(day.slice(8))}
                  </Text>
                  {list.map((i) => (
                    <Anchor
                      key={`${i.kind}-${i.link}`}
                      component={Link}
                      to={i.link}
                      size="xs"
                      c={i.overdue ? 'red' : undefined}
                      title={`${i.overdue ? 'Overdue: ' : ''}${RISK_KIND_LABELS[i.kind]}: ${i.title} (${who(i)})`}
                      style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      <Badge size="xs" circle color={RISK_KIND_COLOURS[i.kind]} mr={4} aria-hidden>
                        {' '}
                      </Badge>
                      <Box component="span" visibleFrom="sm">
                        {i.providerName ?? i.facilityName ?? i.title}
                      </Box>
                    </Anchor>
                  ))}
                </Stack>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}

/**
 * The staff home page: a list (next 30/60/90 days) or a month of everything that can stop a provider working or
 * being paid, filterable by facility and provider; every item links to the record to fix.
 */
export function RiskCalendarView() {
  const prefix = useRolePrefix();
  const filters = useListState<string>('risk-calendar', {});
  const facilityId = filters.state.filters.facilityId as string | undefined;
  const providerId = filters.state.filters.providerId as string | undefined;
  const [view, setView] = useState<'list' | 'month'>('list');
  const [days, setDays] = useState('30');
  const [ym, setYm] = useState(() => monthOfDay(todayIn()));
  const window = view === 'list' ? { days: Number(days) } : monthRange(ym.year, ym.month);
  const { data, isLoading, isFetching } = useRiskCalendarQuery({
    prefix,
    ...window,
    // A cleared filter is sent as no filter.
    facilityId: facilityId || undefined,
    providerId: providerId || undefined,
  });
  const items = data?.items ?? [];
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Group align="flex-end" wrap="wrap" gap="sm">
            <FacilityFilter list={filters} />
            <ProviderFilter list={filters} />
          </Group>
          <Group gap="sm" wrap="wrap">
            <SegmentedControl
              aria-label="View"
              value={view}
              onChange={(v) => setView(v as 'list' | 'month')}
              data={[
                { value: 'list', label: 'List' },
                { value: 'month', label: 'Month' },
              ]}
            />
            {view === 'list' && (
              <SegmentedControl
                aria-label="Window"
                value={days}
                onChange={setDays}
                data={[
                  { value: '30', label: '30 days' },
                  { value: '60', label: '60 days' },
                  { value: '90', label: '90 days' },
                ]}
              />
            )}
          </Group>
        </Group>
      </Paper>
      <Paper withBorder p="md" radius="sm" aria-busy={isFetching}>
        {view === 'month' && (
          <Group justify="space-between" mb="sm">
            <ActionIcon
              variant="subtle"
              aria-label="Previous month"
              onClick={() => setYm(shiftMonth(ym.year, ym.month, -1))}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <Title order={2} size="h4">
              {MONTH_NAME.format(new Date(Date.UTC(ym.year, ym.month - 1, 1)))}
            </Title>
            <ActionIcon
              variant="subtle"
              aria-label="Next month"
              onClick={() => setYm(shiftMonth(ym.year, ym.month, 1))}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
        {isLoading ? (
          <LoadingCard />
        ) : view === 'list' ? (
          <RiskList items={items} />
        ) : (
          <Stack gap="md">
            <MonthGrid year={ym.year} month={ym.month} items={items} />
            <RiskList items={items} />
          </Stack>
        )}
        {data && (
          <Text size="xs" c="dimmed" mt="sm">
            Includes what your permissions allow:{' '}
            {data.kinds.map((k) => RISK_KIND_LABELS[k].toLowerCase()).join(', ') || 'nothing'}.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
