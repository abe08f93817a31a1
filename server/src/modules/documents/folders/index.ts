/** The folders sub-area as the other sub-areas see it: the folders' rows. */
export * from './folders.repo.ts';
