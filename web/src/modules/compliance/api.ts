import { COMPLIANCE_API, type MatchListBody, NPI_API, type NpiCheckListBody } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf } from '../../lib/endpoint.ts';

export type MatchSortBy = NonNullable<MatchListBody['sortBy']>;
export type VersionSortBy = 'importedAt' | 'source' | 'rowCount';
export type NpiCheckSortBy = NonNullable<NpiCheckListBody['sortBy']>;

const E = COMPLIANCE_API;
const VERSIONS = 'ExclusionListVersion' as const;
const MATCHES = 'ScreeningMatch' as const;
const NPI_CHECKS = 'NpiCheck' as const;

/** Exclusion list versions, screening matches and their review. */
const complianceApi = api.enhanceEndpoints({ addTagTypes: [VERSIONS, MATCHES, NPI_CHECKS] }).injectEndpoints({
  endpoints: (build) => ({
    listExclusionVersions: build.query(queryOf(E.listVersions, { providesTags: [VERSIONS] })),
    /** 409 unless the version's screening failed; the version is queued again and the list polls until it ends. */
    rescreenExclusionList: build.mutation(mutationOf(E.rescreen, { invalidatesTags: [VERSIONS] })),
    listScreeningMatches: build.query(queryOf(E.listMatches, { providesTags: [MATCHES] })),
    /** 409 when already reviewed; the list refreshes either way. */
    confirmScreeningMatch: build.mutation(mutationOf(E.confirm, { invalidatesTags: [MATCHES] })),
    dismissScreeningMatch: build.mutation(mutationOf(E.dismiss, { invalidatesTags: [MATCHES] })),
    /** 409 when the match is no longer confirmed; 400 (reinstatedOn) when the list gives no day and none is sent. */
    liftExclusion: build.mutation(mutationOf(E.lift, { invalidatesTags: [MATCHES] })),
    listNpiChecks: build.query(queryOf(NPI_API.listChecks, { providesTags: [NPI_CHECKS] })),
    providerNpiCheck: build.query(queryOf(NPI_API.latest, { providesTags: [NPI_CHECKS] })),
    /** 409 while a lookup of the provider is pending; 400 (npi) when the profile holds none. */
    checkNpiAgain: build.mutation(mutationOf(NPI_API.checkAgain, { invalidatesTags: [NPI_CHECKS] })),
    acceptNpiCheck: build.mutation(mutationOf(NPI_API.accept, { invalidatesTags: [NPI_CHECKS] })),
    dismissNpiCheck: build.mutation(mutationOf(NPI_API.dismiss, { invalidatesTags: [NPI_CHECKS] })),
  }),
});

export const {
  useListExclusionVersionsQuery,
  useRescreenExclusionListMutation,
  useListScreeningMatchesQuery,
  useConfirmScreeningMatchMutation,
  useDismissScreeningMatchMutation,
  useLiftExclusionMutation,
  useListNpiChecksQuery,
  useProviderNpiCheckQuery,
  useCheckNpiAgainMutation,
  useAcceptNpiCheckMutation,
  useDismissNpiCheckMutation,
} = complianceApi;

/** After an import the versions and the matches it found are stale. */
export const complianceImported = () => complianceApi.util.invalidateTags([VERSIONS, MATCHES]);
