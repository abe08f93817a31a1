import { Alert, Button, Center, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GENERIC_ERROR_TEXT } from '../lib/errors.ts';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { CHUNK_FAILED_TEXT, ChunkLoadError } from './lazyPage.ts';

const isChunkError = (error: unknown): boolean =>
  error instanceof ChunkLoadError ||
  (error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message));

/** A route that failed: a lazy chunk that did not load, an unknown route, or a render error. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = isChunkError(error);
  if (!chunk) console.error(error);
  return (
    <Center p="xl">
      <Stack maw={520} w="100%">
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={chunk ? CHUNK_FAILED_TEXT : 'Error'}
        >
          <Text size="sm">
            {chunk
              ? 'A part of the application could not be loaded. Check your connection and reload.'
              : GENERIC_ERROR_TEXT}
          </Text>
        </Alert>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </Group>
      </Stack>
    </Center>
  );
}
