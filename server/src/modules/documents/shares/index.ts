/** The shares sub-area as the other sub-areas see it: the shares' rows. */
export * from './shares.repo.ts';
