import {
  type DocumentAction,
  documentPermission,
  hasScope,
  type OwnerKind,
  PROVIDER_OWN_ACTIONS,
  webPaths,
  withQuery,
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
        folders: (ownerId?: string) =>
          ownerId ? webPaths.providerFoldersListing(ownerId) : webPaths.providerFoldersListing(),
        subFolders: webPaths.providerSubFolders,
        documents: webPaths.providerDocuments,
      }
    : {
        folders: (ownerId?: string) =>
          ownerId
            ? withQuery(webPaths.facilityFoldersListing, { facilityId: ownerId })
            : webPaths.facilityFoldersListing,
        subFolders: webPaths.facilitySubFoldersListing,
        documents: webPaths.facilityDocumentsListing,
      };
