/** The guests sub-area as the other sub-areas see it: the tokens a share's link carries. */
export { newToken, sha256 } from './guests.ts';
