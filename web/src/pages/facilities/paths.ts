import { webPaths } from '@portal/contracts';

export const FACILITIES_LIST_PATH = webPaths.facilitiesListing;
export const viewFacilityPath = webPaths.viewFacilities;
export const editFacilityPath = webPaths.editFacilities;
