import { Alert, Badge, Group, List, Text } from '@mantine/core';
import type { OwnerKind } from '@portal/contracts';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { formatDay } from '../../../ui/format.ts';
import { useRequirementsQuery } from '../api.ts';

const COLOR = { missing: 'red', expired: 'red', expiring: 'orange', present: 'green' } as const;

/** What the owner must hold and its state: missing, expired, expiring within 90 days. */
export function RequirementsPanel({ kind, ownerId }: { kind: OwnerKind; ownerId?: string }) {
  const prefix = useRolePrefix();
  const { data } = useRequirementsQuery({ prefix, kind, ownerId });
  if (!data || data.requirements.length === 0) return null;
  const c = data.completeness;
  const attention = data.requirements.filter((r) => r.status !== 'present');
  return (
    <Alert color={attention.length ? 'orange' : 'green'} variant="light" title="Required documents" mb="md">
      <Text size="sm" mb={attention.length ? 'xs' : 0}>
        {c.present} of {c.required} present
        {c.missing ? `, ${c.missing} missing` : ''}
        {c.expired ? `, ${c.expired} expired` : ''}
        {c.expiring90 ? `, ${c.expiring90} expiring within 90 days` : ''}.
      </Text>
      {attention.length > 0 && (
        <List size="sm" spacing={4}>
          {attention.map((r) => (
            <List.Item key={r.typeId}>
              <Group gap={6} wrap="wrap">
                <span>
                  {r.typeName} ({r.folderName})
                </span>
                <Badge color={COLOR[r.status]} variant="light" tt="none">
                  {r.status === 'missing'
                    ? 'Missing'
                    : r.status === 'expired'
                      ? `Expired ${formatDay(r.expiresOn)}`
                      : `Expires ${formatDay(r.expiresOn)}`}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
