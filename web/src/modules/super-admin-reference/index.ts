export { useListNamedItemsQuery } from './api.ts';
export { NamedItemSelect } from './NamedItemSelect.tsx';
