import {
  DOCUMENT_API,
  type DocumentListBody,
  type DocumentProviderListBody,
  type DocumentTypeListBody,
  type EndpointData,
  type Ok,
  OWNER_DOCUMENT_API,
  type OwnerKind,
} from '@portal/contracts';
import { type ApiRequest, api } from '../../lib/api.ts';
import { type EndpointArgs, mutationOf, queryOf, requestOf } from '../../lib/endpoint.ts';

export type DocumentTypeSortBy = NonNullable<DocumentTypeListBody['sortBy']>;
export type DocumentSortBy = NonNullable<DocumentListBody['sortBy']>;
export type DocumentProviderSortBy = NonNullable<DocumentProviderListBody['sortBy']>;
export type { FolderDetail } from '@portal/contracts';

const E = DOCUMENT_API;
const P = OWNER_DOCUMENT_API.provider;
const F = OWNER_DOCUMENT_API.facility;

const TYPES = { type: 'DocumentType' as const, id: 'LIST' };
const DOCS = { type: 'Document' as const, id: 'LIST' };
const FS_ROLES = { type: 'Role' as const, id: 'FILESYSTEM' };

type Definition = { query: (args: never) => ApiRequest };
/**
 * One hook for both owner kinds: the call's `kind` picks the provider's or the facility's descriptor (the same
 * arguments and answer under `/provider-documents` or `/facility-documents`).
 */
const byKind = <D extends Definition>(defs: Record<OwnerKind, D>) => ({
  ...defs.provider,
  query: (args: { kind: OwnerKind } & Parameters<D['query']>[0]) => {
    const { kind, ...rest } = args as { kind: OwnerKind };
    return defs[kind].query(rest as never);
  },
});

/** Invalidates `tags` when the call succeeded. */
const onSuccess =
  (...tags: (typeof TYPES | typeof DOCS | typeof FS_ROLES | 'DocumentCategory')[]) =>
  (_r: unknown, error: unknown) =>
    error ? [] : tags;

/** The row actions of a document that answer no data. */
export type DocumentRowAction = 'archive' | 'reinstate' | 'delete';

/** The document calls of spec section 7 (settings for staff; folders and documents for staff and providers). */
export const documentsApi = api
  .enhanceEndpoints({ addTagTypes: ['DocumentType', 'Document', 'DocumentCategory', 'Role'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listDocumentTypes: build.query(queryOf(E.listTypes, { providesTags: [TYPES] })),
      getDocumentType: build.query(queryOf(E.getType, { silent: [400, 404], providesTags: [TYPES] })),
      /** Adds a type, or changes the one `id` names. */
      saveDocumentType: build.mutation({
        ...mutationOf(E.createType),
        query: ({ id, ...args }: EndpointArgs<typeof E.createType> & { id?: string }) =>
          id
            ? requestOf(E.updateType, { ...args, id }, { silent: [400] })
            : requestOf(E.createType, args, { silent: [400] }),
        invalidatesTags: onSuccess(TYPES, DOCS),
      }),
      deleteDocumentType: build.mutation(mutationOf(E.deleteType, { invalidatesTags: onSuccess(TYPES) })),
      listCategories: build.query(queryOf(E.subCategories, { providesTags: ['DocumentCategory' as const] })),
      listTopCategories: build.query(queryOf(E.categories, { providesTags: ['DocumentCategory' as const] })),
      addCategory: build.mutation(
        mutationOf(E.addCategory, {
          silent: [400],
          invalidatesTags: onSuccess('DocumentCategory', DOCS),
        }),
      ),
      listFolders: build.query(
        byKind({
          provider: queryOf(P.folders, { silent: [400, 404], providesTags: [DOCS] }),
          facility: queryOf(F.folders, { silent: [400, 404], providesTags: [DOCS] }),
        }),
      ),
      getFolder: build.query(
        byKind({
          provider: queryOf(P.folder, { silent: [400, 404], providesTags: [DOCS] }),
          facility: queryOf(F.folder, { silent: [400, 404], providesTags: [DOCS] }),
        }),
      ),
      getDocument: build.query(
        byKind({
          provider: queryOf(P.document, { silent: [400, 404], providesTags: [DOCS] }),
          facility: queryOf(F.document, { silent: [400, 404], providesTags: [DOCS] }),
        }),
      ),
      listDocuments: build.query(
        byKind({
          provider: queryOf(P.documents, { providesTags: [DOCS] }),
          facility: queryOf(F.documents, { providesTags: [DOCS] }),
        }),
      ),
      renameDocument: build.mutation(
        byKind({
          provider: mutationOf(P.rename, { silent: [400], invalidatesTags: onSuccess(DOCS) }),
          facility: mutationOf(F.rename, { silent: [400], invalidatesTags: onSuccess(DOCS) }),
        }),
      ),
      /** Archive, reinstate or delete: `action` picks the descriptor. */
      documentAction: build.mutation({
        query: ({
          kind,
          action,
          ...args
        }: { kind: OwnerKind; action: DocumentRowAction } & EndpointArgs<typeof P.archive>) =>
          requestOf(OWNER_DOCUMENT_API[kind][action], args),
        transformResponse: (res: Ok<EndpointData<typeof P.archive>>) => res,
        invalidatesTags: onSuccess(DOCS),
      }),
      requirements: build.query(
        byKind({
          provider: queryOf(P.requirements, { silent: [400, 404], providesTags: [DOCS] }),
          facility: queryOf(F.requirements, { silent: [400, 404], providesTags: [DOCS] }),
        }),
      ),
      listGeneralForms: build.query(
        byKind({
          provider: queryOf(P.generalForms, { silent: [400, 404], providesTags: [DOCS] }),
          facility: queryOf(F.generalForms, { silent: [400, 404], providesTags: [DOCS] }),
        }),
      ),
      listAnswers: build.query(
        byKind({
          provider: queryOf(P.answers, { providesTags: [DOCS] }),
          facility: queryOf(F.answers, { providesTags: [DOCS] }),
        }),
      ),
      saveAnswers: build.mutation(
        byKind({
          provider: mutationOf(P.saveAnswers, { silent: [400], invalidatesTags: onSuccess(DOCS) }),
          facility: mutationOf(F.saveAnswers, { silent: [400], invalidatesTags: onSuccess(DOCS) }),
        }),
      ),
      listDocumentProviders: build.query(queryOf(E.documentProviders, { providesTags: [DOCS] })),
      /** PUT {kind}-documents/folders/{id}/visibility: the staff roles that see the folder (null: every role). */
      setFolderVisibility: build.mutation(
        byKind({
          provider: mutationOf(P.visibility, { invalidatesTags: onSuccess(DOCS) }),
          facility: mutationOf(F.visibility, { invalidatesTags: onSuccess(DOCS) }),
        }),
      ),
      /** GET filesystem/roles: each role's document actions per owner kind. */
      filesystemRoles: build.query(queryOf(E.filesystemRoles, { providesTags: [FS_ROLES] })),
      /** PUT filesystem/roles/{id}: a staff role's document actions. */
      saveFilesystemRole: build.mutation(mutationOf(E.setFilesystemRole, { invalidatesTags: onSuccess(FS_ROLES) })),
    }),
  });

export const {
  useSetFolderVisibilityMutation,
  useFilesystemRolesQuery,
  useSaveFilesystemRoleMutation,
  useListDocumentTypesQuery,
  useGetDocumentTypeQuery,
  useSaveDocumentTypeMutation,
  useDeleteDocumentTypeMutation,
  useListCategoriesQuery,
  useListTopCategoriesQuery,
  useAddCategoryMutation,
  useListFoldersQuery,
  useGetFolderQuery,
  useGetDocumentQuery,
  useListDocumentsQuery,
  useRenameDocumentMutation,
  useDocumentActionMutation,
  useRequirementsQuery,
  useListDocumentProvidersQuery,
  useListAnswersQuery,
  useListGeneralFormsQuery,
  useSaveAnswersMutation,
} = documentsApi;
