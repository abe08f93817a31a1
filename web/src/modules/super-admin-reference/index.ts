export { NamedItemSelect } from './NamedItemSelect.tsx';
