import Papa from 'papaparse';

/**
 * A cell a spreadsheet would read as a formula (OWASP CSV injection): text starting with `=`, `+`, `-`, `@`, a tab
 * or a carriage return, unless the whole text is a plain number ('-12.50' in a money column stays a number).
 */
export const FORMULA_START = /^(?![-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$)[=+\-@\t\r]/;

/**
 * The one way the portal writes CSV (exports, import examples): RFC 4180 quoting by papaparse, and every cell that
 * would start a formula prefixed with `'` (papaparse's `escapeFormulae`), so a name like `=HYPERLINK(...)` opens
 * as text.
 */
export function csvText(data: unknown[][] | object[], options: { columns?: string[]; newline?: string } = {}): string {
  return Papa.unparse(data as unknown[], { ...options, escapeFormulae: FORMULA_START });
}
