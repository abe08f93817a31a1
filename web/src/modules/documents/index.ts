/** What other web modules may use of the documents module. */
export { folderPaths } from './permissions.ts';
