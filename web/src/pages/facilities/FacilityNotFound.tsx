import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { FACILITY_MESSAGES } from '@portal/contracts';
import { Link } from 'react-router';
import { isApiError, serverMessage } from '../../ui/forms.ts';
import { FACILITIES_LIST_PATH } from './paths.ts';

export function FacilityLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** 'Facility not found' for a 404 (or a missing id), the server's message for any other failure. */
export function FacilityLoadFailed({ error }: { error: unknown }) {
  const notFound = !error || (isApiError(error) && error.status === 404);
  return (
    <Stack align="center" py="xl" gap="sm">
      <Text fw={600} size="lg">
        {notFound ? FACILITY_MESSAGES.notFound : serverMessage(error)}
      </Text>
      <Button component={Link} to={FACILITIES_LIST_PATH} variant="default">
        Back to Facilities
      </Button>
    </Stack>
  );
}
