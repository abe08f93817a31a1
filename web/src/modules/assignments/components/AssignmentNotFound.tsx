import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { ASSIGNMENT_MESSAGES } from '@portal/contracts';
import { Link } from 'react-router';
import { isApiError, serverMessage } from '../../../ui/forms.ts';

/** The spinner of a screen loading one assignment. */
export function AssignmentLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

export interface AssignmentNotFoundProps {
  /** The failed GET's error; a 404 (or a malformed id, 400) reads 'Assignment not found'. */
  error: unknown;
  backTo: string;
  backLabel: string;
}

/** 'Assignment not found' (or the server's message) with a way back. */
export function AssignmentNotFound({ error, backTo, backLabel }: AssignmentNotFoundProps) {
  const notFound = !error || (isApiError(error) && (error.status === 404 || error.status === 400));
  return (
    <Stack align="center" py="xl" gap="sm">
      <Text fw={600} size="lg">
        {notFound ? ASSIGNMENT_MESSAGES.notFound : serverMessage(error)}
      </Text>
      <Button component={Link} to={backTo} variant="default">
        {backLabel}
      </Button>
    </Stack>
  );
}
