import type {
  Category,
  CategoryInput,
  Completeness,
  DocumentListBody,
  DocumentProvider,
  DocumentProviderListBody,
  DocumentRecord,
  DocumentType,
  DocumentTypeInput,
  DocumentTypeListBody,
  FilesystemRole,
  FilesystemRoleInput,
  Folder,
  FolderVisibility,
  GeneralAnswers,
  GeneralFormList,
  ListPage,
  Ok,
  OwnerKind,
  Requirement,
} from '@portal/contracts';
import { api, type Prefixed } from '../../app/api.ts';
import type { ListRequest } from '../../ui/listState.ts';

export type DocumentTypeSortBy = NonNullable<DocumentTypeListBody['sortBy']>;
export type DocumentSortBy = NonNullable<DocumentListBody['sortBy']>;
export type DocumentProviderSortBy = NonNullable<DocumentProviderListBody['sortBy']>;

export const documentsBase = (prefix: string, kind: OwnerKind) => `/${prefix}/${kind}-documents`;

export interface FolderDetail {
  folder: Folder;
  parent: Folder | null;
  subFolders: Folder[];
  types: Pick<DocumentType, '_id' | 'name' | 'fields' | 'repeats' | 'general'>[];
}

const TYPES = { type: 'DocumentType' as const, id: 'LIST' };
const DOCS = { type: 'Document' as const, id: 'LIST' };
const FS_ROLES = { type: 'Role' as const, id: 'FILESYSTEM' };

/** The document calls of spec section 7 (settings for staff; folders and documents for staff and providers). */
export const documentsApi = api
  .enhanceEndpoints({ addTagTypes: ['DocumentType', 'Document', 'DocumentCategory', 'Role'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listDocumentTypes: build.query<
        ListPage<DocumentType>,
        Prefixed<Omit<ListRequest<DocumentTypeSortBy>, 'body'> & { body: DocumentTypeListBody }>
      >({
        query: ({ prefix, page, pageSize, body }) => ({
          url: `/${prefix}/document-types/all`,
          method: 'POST',
          params: { page, pageSize },
          body,
        }),
        transformResponse: (res: Ok<ListPage<DocumentType>>) => res.data,
        providesTags: [TYPES],
      }),
      getDocumentType: build.query<DocumentType, Prefixed<{ id: string }>>({
        query: ({ prefix, id }) => ({ url: `/${prefix}/document-types/${encodeURIComponent(id)}`, silent: [400, 404] }),
        transformResponse: (res: Ok<DocumentType>) => res.data,
        providesTags: [TYPES],
      }),
      saveDocumentType: build.mutation<Ok<DocumentType>, Prefixed<{ id?: string; body: DocumentTypeInput }>>({
        query: ({ prefix, id, body }) => ({
          url: id ? `/${prefix}/document-types/${encodeURIComponent(id)}` : `/${prefix}/document-types`,
          method: id ? 'PUT' : 'POST',
          body,
          silent: [400],
        }),
        invalidatesTags: (_r, error) => (error ? [] : [TYPES, DOCS]),
      }),
      deleteDocumentType: build.mutation<Ok<null>, Prefixed<{ id: string }>>({
        query: ({ prefix, id }) => ({ url: `/${prefix}/document-types/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: (_r, error) => (error ? [] : [TYPES]),
      }),
      listCategories: build.query<Category[], Prefixed<{ ownerKind: OwnerKind }>>({
        query: ({ prefix, ownerKind }) => ({ url: `/${prefix}/sub-categories`, params: { ownerKind } }),
        transformResponse: (res: Ok<Category[]>) => res.data,
        providesTags: ['DocumentCategory'],
      }),
      listTopCategories: build.query<Category[], Prefixed<{ ownerKind: OwnerKind }>>({
        query: ({ prefix, ownerKind }) => ({ url: `/${prefix}/categories`, params: { ownerKind } }),
        transformResponse: (res: Ok<Category[]>) => res.data,
        providesTags: ['DocumentCategory'],
      }),
      addCategory: build.mutation<Ok<Category>, Prefixed<{ body: CategoryInput }>>({
        query: ({ prefix, body }) => ({ url: `/${prefix}/categories`, method: 'POST', body, silent: [400] }),
        invalidatesTags: (_r, error) => (error ? [] : ['DocumentCategory', DOCS]),
      }),
      listFolders: build.query<
        { ownerId: string; ownerName: string; folders: Folder[] },
        Prefixed<{ kind: OwnerKind; ownerId?: string }>
      >({
        query: ({ prefix, kind, ownerId }) => ({
          url: `${documentsBase(prefix, kind)}/folders`,
          params: ownerId ? { ownerId } : undefined,
          silent: [400, 404],
        }),
        transformResponse: (res: Ok<{ ownerId: string; ownerName: string; folders: Folder[] }>) => res.data,
        providesTags: [DOCS],
      }),
      getFolder: build.query<FolderDetail, Prefixed<{ kind: OwnerKind; id: string }>>({
        query: ({ prefix, kind, id }) => ({
          url: `${documentsBase(prefix, kind)}/folders/${encodeURIComponent(id)}`,
          silent: [400, 404],
        }),
        transformResponse: (res: Ok<FolderDetail>) => res.data,
        providesTags: [DOCS],
      }),
      listDocuments: build.query<
        ListPage<DocumentRecord>,
        Prefixed<
          { kind: OwnerKind; folderId: string } & Omit<ListRequest<DocumentSortBy>, 'body'> & { body: DocumentListBody }
        >
      >({
        query: ({ prefix, kind, folderId, page, pageSize, body }) => ({
          url: `${documentsBase(prefix, kind)}/folders/${encodeURIComponent(folderId)}/documents`,
          method: 'POST',
          params: { page, pageSize },
          body,
        }),
        transformResponse: (res: Ok<ListPage<DocumentRecord>>) => res.data,
        providesTags: [DOCS],
      }),
      renameDocument: build.mutation<Ok<DocumentRecord>, Prefixed<{ kind: OwnerKind; id: string; name: string }>>({
        query: ({ prefix, kind, id, name }) => ({
          url: `${documentsBase(prefix, kind)}/documents/${encodeURIComponent(id)}/rename`,
          method: 'PUT',
          body: { name },
          silent: [400],
        }),
        invalidatesTags: (_r, error) => (error ? [] : [DOCS]),
      }),
      documentAction: build.mutation<
        Ok<null>,
        Prefixed<{ kind: OwnerKind; id: string; action: 'archive' | 'reinstate' | 'delete' }>
      >({
        query: ({ prefix, kind, id, action }) =>
          action === 'delete'
            ? { url: `${documentsBase(prefix, kind)}/documents/${encodeURIComponent(id)}`, method: 'DELETE' }
            : { url: `${documentsBase(prefix, kind)}/documents/${encodeURIComponent(id)}/${action}`, method: 'POST' },
        invalidatesTags: (_r, error) => (error ? [] : [DOCS]),
      }),
      requirements: build.query<
        { requirements: Requirement[]; completeness: Completeness },
        Prefixed<{ kind: OwnerKind; ownerId?: string }>
      >({
        query: ({ prefix, kind, ownerId }) => ({
          url: `${documentsBase(prefix, kind)}/requirements`,
          params: ownerId ? { ownerId } : undefined,
          silent: [400, 404],
        }),
        transformResponse: (res: Ok<{ requirements: Requirement[]; completeness: Completeness }>) => res.data,
        providesTags: [DOCS],
      }),
      listGeneralForms: build.query<GeneralFormList, Prefixed<{ kind: OwnerKind; ownerId?: string }>>({
        query: ({ prefix, kind, ownerId }) => ({
          url: `${documentsBase(prefix, kind)}/general`,
          params: ownerId ? { ownerId } : undefined,
          silent: [400, 404],
        }),
        transformResponse: (res: Ok<GeneralFormList>) => res.data,
        providesTags: [DOCS],
      }),
      listAnswers: build.query<GeneralAnswers[], Prefixed<{ kind: OwnerKind; typeId: string; ownerId?: string }>>({
        query: ({ prefix, kind, typeId, ownerId }) => ({
          url: `${documentsBase(prefix, kind)}/general/${encodeURIComponent(typeId)}/answers`,
          params: ownerId ? { ownerId } : undefined,
        }),
        transformResponse: (res: Ok<GeneralAnswers[]>) => res.data,
        providesTags: [DOCS],
      }),
      saveAnswers: build.mutation<
        Ok<GeneralAnswers>,
        Prefixed<{ kind: OwnerKind; typeId: string; ownerId?: string; values: Record<string, string> }>
      >({
        query: ({ prefix, kind, typeId, ownerId, values }) => ({
          url: `${documentsBase(prefix, kind)}/general/${encodeURIComponent(typeId)}/answers`,
          method: 'POST',
          body: { ownerId, values },
          silent: [400],
        }),
        invalidatesTags: (_r, error) => (error ? [] : [DOCS]),
      }),
      listDocumentProviders: build.query<
        ListPage<DocumentProvider>,
        Prefixed<Omit<ListRequest<DocumentProviderSortBy>, 'body'> & { body: DocumentProviderListBody }>
      >({
        query: ({ prefix, page, pageSize, body }) => ({
          url: `/${prefix}/document-providers/all`,
          method: 'POST',
          params: { page, pageSize },
          body,
        }),
        transformResponse: (res: Ok<ListPage<DocumentProvider>>) => res.data,
        providesTags: [DOCS],
      }),
      /** PUT {kind}-documents/folders/{id}/visibility: the staff roles that see the folder (null: every role). */
      setFolderVisibility: build.mutation<
        Ok<FolderVisibility>,
        Prefixed<{ kind: OwnerKind; id: string } & FolderVisibility>
      >({
        query: ({ prefix, kind, id, roleIds }) => ({
          url: `${documentsBase(prefix, kind)}/folders/${encodeURIComponent(id)}/visibility`,
          method: 'PUT',
          body: { roleIds },
        }),
        invalidatesTags: (_r, error) => (error ? [] : [DOCS]),
      }),
      /** GET filesystem/roles: each role's document actions per owner kind. */
      filesystemRoles: build.query<FilesystemRole[], Prefixed>({
        query: ({ prefix }) => `/${prefix}/filesystem/roles`,
        transformResponse: (res: Ok<FilesystemRole[]>) => res.data,
        providesTags: [FS_ROLES],
      }),
      /** PUT filesystem/roles/{id}: a staff role's document actions. */
      saveFilesystemRole: build.mutation<Ok<FilesystemRole>, Prefixed<{ id: string } & FilesystemRoleInput>>({
        query: ({ prefix, id, provider, facility }) => ({
          url: `/${prefix}/filesystem/roles/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: { provider, facility },
        }),
        invalidatesTags: (_r, error) => (error ? [] : [FS_ROLES]),
      }),
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
  useListDocumentsQuery,
  useRenameDocumentMutation,
  useDocumentActionMutation,
  useRequirementsQuery,
  useListDocumentProvidersQuery,
  useListAnswersQuery,
  useListGeneralFormsQuery,
  useSaveAnswersMutation,
} = documentsApi;
