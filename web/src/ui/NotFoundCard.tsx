import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorKind } from '../lib/errors.ts';
import { isApiError } from '../lib/http.ts';
import { serverMessage } from './forms.ts';

/** The spinner of a screen loading one record. */
export function LoadingCard() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}

/** True when a failed load means the record is not there: no error (no id), not found, or a malformed id (refused). */
const isNotFound = (error: unknown): boolean =>
  !error || (isApiError(error) && (error.code === 'NOT_FOUND' || errorKind(error) === 'invalid'));

export interface NotFoundCardProps {
  /** The failed GET's error (or nothing when the URL had no id). */
  error: unknown;
  /** What a missing record reads, e.g. 'Time sheet not found'. */
  message: string;
  backTo: string;
  backLabel: string;
}

/** A record that could not be loaded: its not-found message (or the server's) with a way back. */
export function NotFoundCard({ error, message, backTo, backLabel }: NotFoundCardProps) {
  return (
    <Stack align="center" py="xl" gap="sm">
      <Text fw={600} size="lg">
        {isNotFound(error) ? message : serverMessage(error)}
      </Text>
      <Button component={Link} to={backTo} variant="default">
        {backLabel}
      </Button>
    </Stack>
  );
}
