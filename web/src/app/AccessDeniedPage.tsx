import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { hasScope } from '@portal/contracts';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NO_ACCESS_TEXT } from '../lib/errors.ts';
import { useAppSelector, useCurrentUser } from '../lib/hooks.ts';
import { areaOf } from '../modules/auth/redirect.ts';
import { reachableHome } from './scope.ts';

const ACCESS_DENIED_TITLE = 'Access denied';

/** 403: shown in place of a screen the signed-in user's permissions do not cover (spec section 8 wording). */
export default function AccessDeniedPage() {
  const { role, profile } = useCurrentUser();
  const scopes = useAppSelector((s) => s.permissions.SCOPES);
  const area = areaOf(role, profile) ?? 'admin';
  const home = reachableHome(area, role, (permission) => !permission || hasScope(scopes, [permission]));

  return (
    <Center py={64} data-testid="access-denied">
      <Stack align="center" gap="md" maw={520}>
        <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden>
          <IconLock size={34} />
        </ThemeIcon>
        <Text fz={48} fw={800} c="red.7" lh={1} aria-hidden>
          403
        </Text>
        <Title order={1} size="h2" ta="center">
          {ACCESS_DENIED_TITLE}
        </Title>
        <Text c="dimmed" ta="center">
          {NO_ACCESS_TEXT}
        </Text>
        <Text c="dimmed" ta="center" size="sm">
          If you need it, ask an administrator to add the permission to your role.
        </Text>
        <Button component={Link} to={home}>
          Back to Home
        </Button>
      </Stack>
    </Center>
  );
}
