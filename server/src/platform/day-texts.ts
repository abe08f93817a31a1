import { DISPLAY_DAY_PATTERN } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';

const pattern = sql.raw(`'${DISPLAY_DAY_PATTERN}'`);

/**
 * `displaySpan` built by PostgreSQL, for notices composed in one set-based statement where no row passes through
 * the application: two date columns (or aggregates of them) as '11/02/2026 to 11/15/2026'.
 */
export const displaySpanOfRow = (from: SQL, to: SQL): SQL =>
  sql`to_char(${from}, ${pattern}) || ' to ' || to_char(${to}, ${pattern})`;
