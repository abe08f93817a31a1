import { LICENCE_API, type LicenceListBody } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf, recordTags } from '../../lib/endpoint.ts';

export type LicenceSortBy = NonNullable<LicenceListBody['sortBy']>;

const E = LICENCE_API;
const tags = recordTags('Licence');

const licencesApi = api.enhanceEndpoints({ addTagTypes: ['Licence'] }).injectEndpoints({
  endpoints: (build) => ({
    listLicences: build.query(queryOf(E.list, { providesTags: tags.list })),
    /** 404 is the screen's not-found card. */
    getLicence: build.query(queryOf(E.get, { silent: [404], providesTags: tags.record })),
    /** 400 (a field, a taken number) is shown by the form. */
    createLicence: build.mutation(mutationOf(E.create, { silent: [400], invalidatesTags: tags.created })),
    updateLicence: build.mutation(mutationOf(E.update, { silent: [400, 409], invalidatesTags: tags.changed })),
    /** The dialog shows a 400 beside the source. */
    verifyLicence: build.mutation(mutationOf(E.verify, { silent: [400], invalidatesTags: tags.touched })),
    revokeLicence: build.mutation(mutationOf(E.revoke, { silent: [400], invalidatesTags: tags.touched })),
  }),
});

export const {
  useListLicencesQuery,
  useGetLicenceQuery,
  useCreateLicenceMutation,
  useUpdateLicenceMutation,
  useVerifyLicenceMutation,
  useRevokeLicenceMutation,
} = licencesApi;
