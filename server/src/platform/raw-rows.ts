/**
 * The rows of a raw `db.execute(sql`...`)`: both drivers (pg and PGlite) answer `{ rows }`, which drizzle types by
 * driver; `T` names the selected columns.
 */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;
