import { PAY_STATEMENT_API } from '@portal/contracts';
import { api } from '../../../lib/api.ts';
import { mutationOf, queryOf } from '../../../lib/endpoint.ts';

const E = PAY_STATEMENT_API;
const RUN_TAGS = ['PayStatementRun' as const];

/** Statement runs: the period's latest run, a run's progress (polled while it runs), starting one, a failed one again. */
const statementsApi = api.enhanceEndpoints({ addTagTypes: ['PayStatementRun'] }).injectEndpoints({
  endpoints: (build) => ({
    latestStatementRun: build.query(queryOf(E.latestRun, { providesTags: RUN_TAGS })),
    statementRun: build.query(queryOf(E.getRun, { providesTags: RUN_TAGS })),
    startStatementRun: build.mutation(mutationOf(E.startRun, { invalidatesTags: RUN_TAGS })),
    retryStatementRun: build.mutation(mutationOf(E.retryRun, { invalidatesTags: RUN_TAGS })),
  }),
});

export const {
  useLatestStatementRunQuery,
  useStatementRunQuery,
  useStartStatementRunMutation,
  useRetryStatementRunMutation,
} = statementsApi;
