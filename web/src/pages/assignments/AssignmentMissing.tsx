import { ASSIGNMENT_MESSAGES } from '@portal/contracts';
import { PROVIDERS_LIST_PATH } from '../../modules/assignments/paths.ts';
import { LoadingCard, NotFoundCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** The assignment of the URL is loading, or could not be loaded: 'Assignment not found' (or the server's message). */
export function AssignmentMissing({ title, isLoading, error }: { title: string; isLoading: boolean; error: unknown }) {
  if (isLoading) {
    return (
      <>
        <PageHeader title={title} />
        <LoadingCard />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} backTo={PROVIDERS_LIST_PATH} backLabel="Providers" />
      <NotFoundCard
        message={ASSIGNMENT_MESSAGES.notFound}
        error={error}
        backTo={PROVIDERS_LIST_PATH}
        backLabel="Back to Providers"
      />
    </>
  );
}
