import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingCard, NotFoundCard } from './NotFoundCard.tsx';
import { PageHeader } from './PageHeader.tsx';

export interface RecordPageProps<T> {
  /** The page's title while the record loads or when it is missing. */
  title: ReactNode;
  /** The list the page belongs to: the header's back link and the not-found card's way back ('Back to <label>'). */
  backTo: string;
  backLabel: string;
  /** What a missing record reads, e.g. 'Bonus not found'. */
  notFound: string;
  /** The record's GET (an RTK Query result). */
  query: { data?: T; error?: unknown; isLoading: boolean };
  /** The page once the record is there. */
  children: (record: T) => ReactNode;
}

/** A screen of one record: a spinner while it loads, the not-found card when it is not there, else the page. */
export function RecordPage<T>({ title, backTo, backLabel, notFound, query, children }: RecordPageProps<T>) {
  const header = <PageHeader title={title} backTo={backTo} backLabel={backLabel} />;
  if (query.isLoading)
    return (
      <>
        {header}
        <LoadingCard />
      </>
    );
  if (!query.data)
    return (
      <>
        {header}
        <NotFoundCard message={notFound} error={query.error} backTo={backTo} backLabel={`Back to ${backLabel}`} />
      </>
    );
  return children(query.data);
}

/** An edit screen: the record loaded as by RecordPage, then its form in a bordered card under the title. */
export function EditRecordPage<T>({ maw = 900, children, ...props }: RecordPageProps<T> & { maw?: number }) {
  return (
    <RecordPage {...props}>
      {(record) => (
        <>
          <PageHeader title={props.title} backTo={props.backTo} backLabel={props.backLabel} />
          <Paper withBorder p="md" radius="sm" maw={maw}>
            {children(record)}
          </Paper>
        </>
      )}
    </RecordPage>
  );
}
