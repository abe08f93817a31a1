import type { EndpointDef } from '@portal/contracts';
import type { ReactNode } from 'react';
import { requestOf } from '../lib/endpoint.ts';
import { useRolePrefix } from '../lib/hooks.ts';
import { ImportPanel } from './ImportPanel.tsx';
import { PageHeader } from './PageHeader.tsx';

export interface ImportPageProps {
  title: string;
  description?: string;
  /** The list the rows land in ('Time Sheets'): the back link, and the link after a successful import. */
  list: { to: string; label: string };
  /** The template download and the import, as `importEndpoints` describes them. */
  endpoints: { example: EndpointDef; import: EndpointDef };
  /** The template: its file name without extension and its columns. */
  template: { name: string; columns: ReactNode };
  /** What a row becomes ('pay rate'), for '3 pay rate(s) imported'. */
  rowNoun: string;
}

/** An import screen: a back link to its list, then the template downloads and the all-or-nothing upload. */
export function ImportPage({ title, description, list, endpoints, template, rowNoun }: ImportPageProps) {
  const prefix = useRolePrefix();
  return (
    <>
      <PageHeader title={title} description={description} backTo={list.to} backLabel={list.label} />
      <ImportPanel
        examplePath={requestOf(endpoints.example, { prefix }).url}
        exampleName={template.name}
        importPath={requestOf(endpoints.import, { prefix }).url}
        columnsHelp={template.columns}
        successText={(r) => `${r.imported} ${rowNoun}(s) imported`}
        successLink={{ to: list.to, label: `Go to the ${list.label.toLowerCase()}` }}
      />
    </>
  );
}
