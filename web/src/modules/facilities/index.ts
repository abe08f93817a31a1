/** A searchable choice of several facilities (a document type's required facilities). */
export { FacilitiesMultiSelect } from './components/FacilitiesMultiSelect.tsx';
