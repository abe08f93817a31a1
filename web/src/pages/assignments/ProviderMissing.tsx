import { Button, Stack, Text } from '@mantine/core';
import { PROFILE_MESSAGES } from '@portal/contracts';
import { Link } from 'react-router';
import { PROVIDERS_LIST_PATH } from '../../modules/assignments/paths.ts';
import { isApiError, serverMessage } from '../../ui/forms.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** The provider of the URL could not be loaded: 'Provider not found' (or the server's message). */
export function ProviderMissing({ error, title }: { error: unknown; title: string }) {
  const notFound = !error || (isApiError(error) && (error.status === 404 || error.status === 400));
  return (
    <>
      <PageHeader title={title} backTo={PROVIDERS_LIST_PATH} backLabel="Providers" />
      <Stack align="center" py="xl" gap="sm">
        <Text fw={600} size="lg">
          {notFound ? PROFILE_MESSAGES.notFound : serverMessage(error)}
        </Text>
        <Button component={Link} to={PROVIDERS_LIST_PATH} variant="default">
          Back to Providers
        </Button>
      </Stack>
    </>
  );
}
