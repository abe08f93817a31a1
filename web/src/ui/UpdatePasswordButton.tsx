import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A profile header's link to the user's password screen (staff and providers each have their own). */
export function UpdatePasswordButton({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconKey size={16} aria-hidden />}>
      Update Password
    </Button>
  );
}
