import { US_STATES } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';

const BY_NAME = Object.entries(US_STATES).map(([code, name]) => sql`when ${name.toLowerCase()} then ${code}`);

/**
 * SQL: a state written any way ('Texas', ' tx ', 'TX') as its two-letter code, as contracts' `usStateOf` reads it;
 * what is no US state stays as written, upper-case; blank is null. Screening compares states through it, since a
 * profile or a facility may hold the name where the lists write the code.
 */
export const stateCodeSql = (text: SQL) =>
  sql`(case lower(trim(${text})) ${sql.join(BY_NAME, sql` `)} else nullif(upper(trim(${text})), '') end)`;
