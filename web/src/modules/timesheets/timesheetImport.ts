import { TIMESHEET_IMPORT_API } from '@portal/contracts';
import { requestOf } from '../../app/endpoint.ts';

/** GET /{prefix}/time-sheet/example?format= : the import template. */
export const examplePath = (prefix: string) => requestOf(TIMESHEET_IMPORT_API.example, { prefix }).url;
/** The template's download name without extension. */
export const EXAMPLE_NAME = 'timesheet-import-example';

/** POST /{prefix}/time-sheet/import (multipart, field 'file'). */
export const importPath = (prefix: string) => requestOf(TIMESHEET_IMPORT_API.import, { prefix }).url;
