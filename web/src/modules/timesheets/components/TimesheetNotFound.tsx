import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { TIMESHEET_MESSAGES } from '@portal/contracts';
import { Link } from 'react-router';
import { isApiError, serverMessage } from '../../../ui/forms.ts';

export function TimesheetLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** 'Time sheet not found' (or the server's message) with a way back. */
export function TimesheetNotFound({ error, backTo, backLabel }: { error: unknown; backTo: string; backLabel: string }) {
  const notFound = !error || (isApiError(error) && (error.status === 404 || error.status === 400));
  return (
    <Stack align="center" py="xl" gap="sm">
      <Text fw={600} size="lg">
        {notFound ? TIMESHEET_MESSAGES.notFound : serverMessage(error)}
      </Text>
      <Button component={Link} to={backTo} variant="default">
        {backLabel}
      </Button>
    </Stack>
  );
}
