import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PERMISSION_GROUPS, webPaths } from '@portal/contracts';
import { useCurrentUser } from '../../../lib/hooks.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { UpdatePasswordButton } from '../../../ui/UpdatePasswordButton.tsx';
import { MfaCard } from './MfaCard.tsx';

const ROLE_LABELS: Record<string, string> = { superAdmin: 'Super admin', iconUser: 'ICON user' };

/** The signed-in staff member's own profile: who they are, their role and what it allows. */
export function StaffProfile() {
  const { profile, role } = useCurrentUser();
  if (!profile) return null;
  const granted = new Set(profile.roles[0]?.permissions.map((p) => p.value) ?? []);
  const groups = PERMISSION_GROUPS.map((g) => ({
    ...g,
    permissions: g.permissions.filter((p) => granted.has(p.value)),
  })).filter((g) => g.permissions.length > 0);
  const name = role === 'superAdmin' ? 'Admin' : `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <Stack gap="md">
      <PageHeader title="Profile" description={name} actions={<UpdatePasswordButton to={webPaths.updatePassword} />} />
      <Card withBorder padding="lg" component="section" aria-label="Account">
        <Title order={3} size="h4" mb="sm">
          Account
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <div>
            <Text size="xs" c="dimmed">
              E-mail
            </Text>
            <Text>{profile.email}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Account type
            </Text>
            <Text>{ROLE_LABELS[role ?? ''] ?? role}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Role
            </Text>
            <Text>{profile.roles[0]?.name ?? (role === 'superAdmin' ? 'Full access' : '—')}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Status
            </Text>
            <StatusBadge status={profile.status} />
          </div>
        </SimpleGrid>
      </Card>
      <MfaCard />
      {role === 'iconUser' && (
        <Card withBorder padding="lg" component="section" aria-label="Permissions">
          <Title order={3} size="h4" mb="sm">
            Permissions
          </Title>
          {groups.length === 0 ? (
            <Text c="dimmed">Your role grants no permissions yet.</Text>
          ) : (
            <Stack gap="xs">
              {groups.map((g) => (
                <div key={g.module}>
                  <Text size="sm" fw={600}>
                    {g.label}
                  </Text>
                  <Group gap={6} mt={4}>
                    {g.permissions.map((p) => (
                      <Badge key={p.value} variant="light" color="gray">
                        {p.label}
                      </Badge>
                    ))}
                  </Group>
                </div>
              ))}
            </Stack>
          )}
        </Card>
      )}
    </Stack>
  );
}
