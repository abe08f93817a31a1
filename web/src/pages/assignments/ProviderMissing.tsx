import { PROFILE_MESSAGES } from '@portal/contracts';
import { PROVIDERS_LIST_PATH } from '../../modules/assignments/paths.ts';
import { NotFoundCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** The provider of the URL could not be loaded: 'Provider not found' (or the server's message). */
export function ProviderMissing({ error, title }: { error: unknown; title: string }) {
  return (
    <>
      <PageHeader title={title} backTo={PROVIDERS_LIST_PATH} backLabel="Providers" />
      <NotFoundCard
        error={error}
        message={PROFILE_MESSAGES.notFound}
        backTo={PROVIDERS_LIST_PATH}
        backLabel="Back to Providers"
      />
    </>
  );
}
