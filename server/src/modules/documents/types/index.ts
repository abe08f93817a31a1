/** The document types sub-area as the other sub-areas see it: the types' rows. */
export * from './types.repo.ts';
