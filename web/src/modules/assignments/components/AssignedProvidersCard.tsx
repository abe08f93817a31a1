import { Anchor, Center, Group, Loader, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { webPaths } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { personName } from '../../../ui/format.ts';
import { useAssignedProvidersQuery } from '../api.ts';

export interface AssignedProvidersCardProps {
  facilityId: string;
}

/**
 * The providers assigned to a facility (POST .../assigned-providers), for the facility's view page; 'Active only'
 * (on by default) keeps those whose assignment covers today. Each name opens the provider's facilities tab.
 * Renders nothing for a staff user without 'view-assignments'.
 */
export function AssignedProvidersCard({ facilityId }: AssignedProvidersCardProps) {
  const prefix = useRolePrefix();
  const canView = useScope(['view-assignments']);
  const [activeOnly, setActiveOnly] = useState(true);
  const { data, isFetching, isError } = useAssignedProvidersQuery(
    { prefix, body: { facilityId, activeOnly } },
    { skip: !canView || !facilityId },
  );
  if (!canView) return null;

  let body: React.ReactNode;
  if (isFetching && !data) {
    body = (
      <Center py="md">
        <Loader size="sm" role="status" aria-label="Loading" />
      </Center>
    );
  } else if (isError) {
    body = (
      <Text size="sm" c="red">
        The assigned providers could not be loaded.
      </Text>
    );
  } else if (!data || data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {activeOnly ? 'No providers are assigned to this facility today' : 'No providers are assigned to this facility'}
      </Text>
    );
  } else {
    body = (
      <Table striped stripedColor="#D4EEFA" withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((p) => (
            <Table.Tr key={p._id}>
              <Table.Td>
                <Anchor component={Link} to={webPaths.viewProviderFacilities(p._id)} size="sm">
                  {personName(p)}
                </Anchor>
              </Table.Td>
              <Table.Td>{p.email}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Paper withBorder p="md" radius="sm">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            Assigned Providers
          </Title>
          <Switch label="Active only" checked={activeOnly} onChange={(e) => setActiveOnly(e.currentTarget.checked)} />
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
