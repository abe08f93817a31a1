/**
 * The files sub-area as the other sub-areas see it: the documents' rows (repo and list pages) and their stored
 * content. Its service stays behind the module's routes.
 */

export { type FileOut, shownFile, storedFile } from './content.service.ts';
export * from './files.repo.ts';
export { documentSearch, documentsPage, documentsWithType, newestFirstSort } from './pages.repo.ts';
