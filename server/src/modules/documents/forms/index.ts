/** The forms sub-area as the other sub-areas see it: the values a form's fields take. */
export { keptValues, parseValues } from './values.ts';
