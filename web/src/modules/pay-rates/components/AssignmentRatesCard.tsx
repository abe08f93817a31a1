import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isCurrent, type PayRate, webPaths } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { formatDay } from '../../../ui/format.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useGetPayRateQuery, useListPayRatesQuery } from '../api.ts';
import { MarginTable } from './MarginTable.tsx';
import { PickedRate } from './PayRatesTable.tsx';
import { RatesTable } from './RatesTable.tsx';

/** The rate in force today, else the latest one. */
const current = (rates: PayRate[]): PayRate | undefined =>
  rates.find((r) => isCurrent(r.effectiveFrom, r.effectiveTo)) ?? rates.at(-1);

const period = (r: PayRate) => `${formatDay(r.effectiveFrom)} – ${r.effectiveTo ? formatDay(r.effectiveTo) : 'open'}`;

function StaffMargin({ id }: { id: string }) {
  const prefix = useRolePrefix();
  const { data } = useGetPayRateQuery({ prefix, id });
  return data?.margin ? <MarginTable margin={data.margin} /> : null;
}

/**
 * 'Pay Rates' on an assignment's view. Staff: every version with its status and the margin of the rate in force
 * (or the latest). A provider: their approved rates, pay rates only.
 */
export function AssignmentRatesCard({ assignmentId, own = false }: { assignmentId: string; own?: boolean }) {
  const prefix = useRolePrefix();
  const canAdd = useScope(['add-pay-rates']);
  const { data, isLoading } = useListPayRatesQuery({
    prefix,
    page: 1,
    pageSize: 50,
    body: { sortBy: 'effectiveFrom', sortDirection: -1, filters: { assignmentId } },
  });
  const rates = data?.data ?? [];
  const shown = current(rates);
  return (
    <Paper withBorder p="md" radius="sm" mt="md" maw={1200}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Pay Rates
          </Title>
          {!own && canAdd && (
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={webPaths.addPayrates}
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              Add Provider Rates
            </Button>
          )}
        </Group>
        {isLoading ? (
          <Text size="sm">Loading...</Text>
        ) : rates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {own ? 'No approved pay rates yet.' : 'No pay rates for this assignment yet.'}
          </Text>
        ) : own ? (
          rates.map((r) => (
            <Stack key={r._id} gap={4}>
              <Text size="sm" fw={600}>
                Effective {period(r)}
              </Text>
              <RatesTable rate={r} payOnly />
            </Stack>
          ))
        ) : (
          <>
            <Stack gap={4}>
              {rates.map((r) => (
                <Group key={r._id} gap="sm" wrap="wrap">
                  <Anchor component={Link} to={webPaths.viewPayrates(r._id)} size="sm">
                    v{r.version} · {period(r)}
                  </Anchor>
                  <StatusBadge status={r.status} size="sm" />
                  <PickedRate rate={r} />
                </Group>
              ))}
            </Stack>
            {shown && <StaffMargin id={shown._id} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
