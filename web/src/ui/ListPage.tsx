import { Button } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './PageHeader.tsx';
import { useAllowed } from './RowActions.tsx';

/** A screen a list header links to, for the holders of its permission. */
interface ListPageLink {
  to: string;
  /** Any one of these permissions shows the button (super admins always see it). */
  scope: string[];
}

export interface ListPageHeader {
  title: string;
  description?: string;
  /** The Add button ('Add Bonus'). */
  add?: ListPageLink & { label: string };
  /** The Import button, before Add. */
  importFrom?: ListPageLink;
}

/** A list screen: its title, the Import and Add buttons the user's permissions allow, then the list. */
export function ListPage({ header, children }: { header: ListPageHeader; children: ReactNode }) {
  const allowed = useAllowed();
  const { add, importFrom } = header;
  const canImport = importFrom && allowed(importFrom.scope);
  const canAdd = add && allowed(add.scope);
  return (
    <>
      <PageHeader
        title={header.title}
        description={header.description}
        actions={
          (canImport || canAdd) && (
            <>
              {canImport && (
                <Button
                  variant="default"
                  component={Link}
                  to={importFrom.to}
                  leftSection={<IconFileImport size={16} aria-hidden />}
                >
                  Import
                </Button>
              )}
              {canAdd && (
                <Button component={Link} to={add.to} leftSection={<IconPlus size={16} aria-hidden />}>
                  {add.label}
                </Button>
              )}
            </>
          )
        }
      />
      {children}
    </>
  );
}
