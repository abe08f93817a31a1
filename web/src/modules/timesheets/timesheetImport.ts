/** GET /{prefix}/time-sheet/example?format= : the import template. */
export const examplePath = (prefix: string) => `/${prefix}/time-sheet/example`;
/** The template's download name without extension. */
export const EXAMPLE_NAME = 'timesheet-import-example';

/** POST /{prefix}/time-sheet/import (multipart, field 'file'). */
export const importPath = (prefix: string) => `/${prefix}/time-sheet/import`;
