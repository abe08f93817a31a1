import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DOCUMENT_MESSAGES, type GeneralForm, webPaths, withQuery } from '@portal/contracts';
import { IconFolder } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useCurrentUser, useRolePrefix } from '../../lib/hooks.ts';
import { useGetFolderQuery, useListGeneralFormsQuery } from '../../modules/documents/api.ts';
import { GeneralForms } from '../../modules/documents/components/GeneralForms.tsx';
import { useDocumentCan } from '../../modules/documents/permissions.ts';
import { PeopleWithAccessButton, ShareButton } from '../../modules/sharing/index.ts';
import { Crumbs } from '../../ui/Crumbs.tsx';
import { LoadingCard, NotFoundCard } from '../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Section } from '../../ui/Section.tsx';

const TITLE = 'General Documents';
const topPath = (providerId?: string) =>
  providerId ? withQuery(webPaths.providerGeneralDocs(), { providerId }) : webPaths.providerGeneralDocs();

/** A folder holding forms, with how many of them are filled in. */
function FormFolderCard({ to, name, forms }: { to: string; name: string; forms: GeneralForm[] }) {
  const filled = forms.filter((f) => f.latest).length;
  return (
    <Card withBorder radius="sm" component={Link} to={to} aria-label={`Open folder ${name}`}>
      <Group wrap="nowrap" gap="sm">
        <IconFolder size={28} aria-hidden color="var(--mantine-color-blue-6)" />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Group gap={6} mt={4}>
            <Badge variant="light" tt="none">
              {forms.length} {forms.length === 1 ? 'form' : 'forms'}
            </Badge>
            <Badge variant="light" tt="none" color={filled === forms.length ? 'green' : 'orange'}>
              {filled} filled in
            </Badge>
          </Group>
        </div>
      </Group>
    </Card>
  );
}

/** Folders grouped from the forms: `keyOf` names the folder a form counts under (null: not under this level). */
function groupFolders(forms: GeneralForm[], keyOf: (f: GeneralForm) => { id: string; name: string } | null) {
  const groups = new Map<string, { id: string; name: string; forms: GeneralForm[] }>();
  for (const f of forms) {
    const k = keyOf(f);
    if (!k) continue;
    const g = groups.get(k.id) ?? { ...k, forms: [] };
    g.forms.push(f);
    groups.set(k.id, g);
  }
  return [...groups.values()];
}

const asTypes = (forms: GeneralForm[]) => forms.map((f) => ({ _id: f.typeId, name: f.typeName, fields: f.fields }));

function Cards({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>{children}</SimpleGrid>;
}

/** /provider-general-docs: the owner's folders that hold forms (a provider's own; staff name ?providerId=). */
function GeneralDocsIndex() {
  const prefix = useRolePrefix();
  const { isProvider } = useCurrentUser();
  const providerId = new URLSearchParams(useLocation().search).get('providerId') ?? undefined;
  const skip = !isProvider && !providerId;
  const { data, error, isLoading } = useListGeneralFormsQuery(
    { prefix, kind: 'provider', ownerId: isProvider ? undefined : providerId },
    { skip, refetchOnMountOrArgChange: true },
  );
  if (skip) return <Navigate to={webPaths.documentProvidersListing} replace />;
  const foldersHome = isProvider ? webPaths.providerFoldersListing() : webPaths.providerFoldersListing(providerId);
  const header = (
    <PageHeader
      title={TITLE}
      description={data && !isProvider ? data.ownerName : 'Forms you fill in; every save is kept as a version'}
      backTo={foldersHome}
      backLabel="Back to Documents Folders"
    />
  );
  if (isLoading)
    return (
      <>
        {header}
        <LoadingCard />
      </>
    );
  if (!data)
    return (
      <>
        {header}
        <NotFoundCard
          error={error}
          message={DOCUMENT_MESSAGES.providerNotFound}
          backTo={webPaths.documentProvidersListing}
          backLabel="Back to Providers Documents"
        />
      </>
    );
  const folders = groupFolders(data.forms, (f) => ({
    id: f.parentFolderId ?? f.folderId,
    name: f.parentFolderName ?? f.folderName,
  }));
  return (
    <>
      {header}
      {folders.length === 0 ? (
        <Text c="dimmed" py="md">
          No general documents yet: forms are document types marked as general in Documents Settings.
        </Text>
      ) : (
        <Cards>
          {folders.map((g) => (
            <FormFolderCard key={g.id} to={webPaths.providerGeneralDocs(g.id)} name={g.name} forms={g.forms} />
          ))}
        </Cards>
      )}
    </>
  );
}

/**
 * /provider-general-docs/:folderId (a folder: its own forms and the sub-folders holding forms) and
 * /provider-general-docs-sub-folders/:folderId (a sub-folder's forms): filled in, updated (a new version each time)
 * and their versions shown, by the provider and by staff with the permission.
 */
function GeneralDocsFolder({ id, sub }: { id: string; sub: boolean }) {
  const prefix = useRolePrefix();
  const { isProvider } = useCurrentUser();
  const can = useDocumentCan('provider');
  const folder = useGetFolderQuery({ prefix, kind: 'provider', id });
  const ownerId = folder.data?.folder.ownerId;
  const forms = useListGeneralFormsQuery(
    { prefix, kind: 'provider', ownerId: isProvider ? undefined : ownerId },
    { skip: !ownerId },
  );
  const home = topPath(isProvider ? undefined : ownerId);
  if (folder.isLoading || (ownerId && forms.isLoading))
    return (
      <>
        <PageHeader title={TITLE} />
        <LoadingCard />
      </>
    );
  if (!folder.data || !forms.data)
    return (
      <>
        <PageHeader title={TITLE} />
        <NotFoundCard
          error={folder.error ?? forms.error}
          message={DOCUMENT_MESSAGES.folderNotFound}
          backTo={topPath()}
          backLabel="Back to General Documents"
        />
      </>
    );
  const { folder: f, parent } = folder.data;
  const own = forms.data.forms.filter((x) => x.folderId === f._id);
  const subFolders = sub
    ? []
    : groupFolders(forms.data.forms, (x) =>
        x.parentFolderId === f._id ? { id: x.folderId, name: x.folderName } : null,
      );
  const crumbs = [
    { label: isProvider ? TITLE : `${forms.data.ownerName}: ${TITLE}`, to: home },
    ...(parent ? [{ label: parent.name, to: webPaths.providerGeneralDocs(parent._id) }] : []),
  ];
  return (
    <>
      <PageHeader title={f.name} description={<Crumbs trail={crumbs} current={f.name} />} />
      <Stack gap="lg">
        {subFolders.length > 0 && (
          <Section title="Sub-folders">
            <Cards>
              {subFolders.map((g) => (
                <FormFolderCard
                  key={g.id}
                  to={webPaths.providerGeneralDocsSubFolders(g.id)}
                  name={g.name}
                  forms={g.forms}
                />
              ))}
            </Cards>
          </Section>
        )}
        {(own.length > 0 || subFolders.length === 0) && (
          <Section title="Forms">
            {own.length === 0 ? (
              <Text c="dimmed">No forms in this folder.</Text>
            ) : (
              <GeneralForms
                kind="provider"
                types={asTypes(own)}
                ownerId={f.ownerId}
                // A form is shared on its own (share-all of its type) and shows who can see it.
                actions={(t) => (
                  <>
                    {!isProvider && can('share') && (
                      <ShareButton
                        size="xs"
                        target={{ kind: 'form', ownerId: f.ownerId, typeId: t._id, name: t.name }}
                      />
                    )}
                    <PeopleWithAccessButton
                      size="xs"
                      item={{ id: t._id, name: t.name }}
                      generalOwnerId={f.ownerId}
                      canRevoke={!isProvider && can('share')}
                    />
                  </>
                )}
              />
            )}
          </Section>
        )}
      </Stack>
    </>
  );
}

export default function GeneralDocsPage() {
  const { folderId } = useParams();
  const location = useLocation();
  const { isLoggedIn } = useCurrentUser();
  const sub = location.pathname.startsWith(webPaths.providerGeneralDocsSubFolders());
  if (!isLoggedIn)
    return <Navigate to={withQuery(webPaths.login, { redirect: location.pathname + location.search })} replace />;
  if (!folderId)
    return sub ? <Navigate to={`${webPaths.providerGeneralDocs()}${location.search}`} replace /> : <GeneralDocsIndex />;
  return <GeneralDocsFolder key={folderId} id={folderId} sub={sub} />;
}
