import { COMPLIANCE_API, type MatchListBody } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf } from '../../lib/endpoint.ts';

export type MatchSortBy = NonNullable<MatchListBody['sortBy']>;
export type VersionSortBy = 'importedAt' | 'source' | 'rowCount';

const E = COMPLIANCE_API;
const VERSIONS = 'ExclusionListVersion' as const;
const MATCHES = 'ScreeningMatch' as const;

/** Exclusion list versions, screening matches and their review. */
const complianceApi = api.enhanceEndpoints({ addTagTypes: [VERSIONS, MATCHES] }).injectEndpoints({
  endpoints: (build) => ({
    listExclusionVersions: build.query(queryOf(E.listVersions, { providesTags: [VERSIONS] })),
    listScreeningMatches: build.query(queryOf(E.listMatches, { providesTags: [MATCHES] })),
    /** 409 when already reviewed; the list refreshes either way. */
    confirmScreeningMatch: build.mutation(mutationOf(E.confirm, { invalidatesTags: [MATCHES] })),
    dismissScreeningMatch: build.mutation(mutationOf(E.dismiss, { invalidatesTags: [MATCHES] })),
  }),
});

export const {
  useListExclusionVersionsQuery,
  useListScreeningMatchesQuery,
  useConfirmScreeningMatchMutation,
  useDismissScreeningMatchMutation,
} = complianceApi;

/** After an import the versions and the matches it found are stale. */
export const complianceImported = () => complianceApi.util.invalidateTags([VERSIONS, MATCHES]);
