import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from '../../db/schema/index.ts';

export async function findRoleOfUser(db: Db, roleId: string | null) {
  if (!roleId) return undefined;
  const [row] = await db.select().from(roles).where(eq(roles.id, roleId)).limit(1);
  return row;
}
