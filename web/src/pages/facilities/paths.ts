export const FACILITIES_LIST_PATH = '/facilities-listing';
export const viewFacilityPath = (id: string) => `/view-facilities/${id}`;
export const editFacilityPath = (id: string) => `/edit-facilities/${id}`;
