import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';

/**
 * The absolute address of a web screen, for e-mails and notification actions: the portal's public address and a
 * path from the contracts' catalogue (`webPaths`), never one spelled here.
 */
export const webLink = (config: Pick<Config, 'PUBLIC_URL'>, path: string): string => `${config.PUBLIC_URL}${path}`;

const ID_MARK = '__id__';

/**
 * A catalogue path with each row's id, built by PostgreSQL: for notices composed in one set-based statement, where
 * no row passes through the application. `byId` is the catalogue builder (`webPaths.providerViewTimesheet`).
 */
export const webPathOfRow = (byId: (id: string) => string, id: SQL): SQL =>
  sql`replace(${byId(ID_MARK)}::text, ${ID_MARK}::text, (${id})::text)`;
