/** What other web modules may use of the expenses module. */
export { EXPENSE_PATHS } from './api.ts';
