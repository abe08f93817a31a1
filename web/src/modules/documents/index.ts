/** What other web modules may use of the documents module. */

/** Sharing shows guests the same folder cards and preview, and share-all picks among the types. */
export { useListDocumentTypesQuery } from './api.ts';
export { DocumentPreview } from './components/DocumentPreview.tsx';
/** The document columns every document table starts with (the guest pages too). */
export { documentColumns, usePreviewState } from './components/documentColumns.tsx';
export { FolderCards } from './components/FolderCards.tsx';
