import {
  type DocumentAction,
  documentPermission,
  hasScope,
  type OwnerKind,
  PROVIDER_OWN_ACTIONS,
} from '@portal/contracts';
import { useCallback } from 'react';
import { useAppSelector } from '../../lib/hooks.ts';

/** Whether the signed-in user may take a document action on `kind`'s documents (the server checks again). */
export function useDocumentCan(kind: OwnerKind) {
  const role = useAppSelector((s) => s.auth.user?.role);
  const scopes = useAppSelector((s) => s.permissions.SCOPES);
  return useCallback(
    (action: DocumentAction) => {
      if (role === 'superAdmin') return true;
      if (role === 'provider') return kind === 'provider' && PROVIDER_OWN_ACTIONS.includes(action);
      return hasScope(scopes, [documentPermission(kind, action)]);
    },
    [role, scopes, kind],
  );
}

/** The screens of an owner kind (spec section 2). */
export const folderPaths = (kind: OwnerKind) =>
  kind === 'provider'
    ? {
        folders: (ownerId?: string) => (ownerId ? `/provider-folders-listing/${ownerId}` : '/provider-folders-listing'),
        subFolders: (id: string) => `/provider-sub-folders/${id}`,
        documents: (id: string) => `/provider-documents/${id}`,
      }
    : {
        folders: (ownerId?: string) =>
          ownerId ? `/facility-folders-listing?facilityId=${ownerId}` : '/facility-folders-listing',
        subFolders: (id: string) => `/facility-sub-folders-listing/${id}`,
        documents: (id: string) => `/facility-documents-listing/${id}`,
      };
