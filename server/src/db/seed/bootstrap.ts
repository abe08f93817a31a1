import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Db } from '../client.ts';
import { appMeta, facilities, roles, users } from '../schema/index.ts';

export const DEMO_ACCOUNTS = {
  staff: 'staff@example.com',
  provider: 'provider@example.com',
} as const;

export const DEMO_ROLE_PERMISSIONS = [
  'view-providers',
  'add-providers',
  'edit-providers',
  'view-profile-history',
  'view-assignments',
  'add-assignments',
  'edit-assignments',
  'view-facilities',
  'add-facilities',
  'edit-facilities',
  'view-timesheets',
  'approve-timesheets',
  'bulk-approve-timesheets',
  'export-timesheets',
  'view-expenses',
  'approve-expenses',
  'view-pay-periods',
  'view-roles',
];

/** Creates the super admin on a database that has none. Returns true when it did. */
export async function ensureSuperAdmin(db: Db, config: Config): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'superAdmin')).limit(1);
  if (existing) return false;
  await db.insert(users).values({
    id: uuidv7(),
    email: config.ADMIN_EMAIL.toLowerCase(),
    passwordHash: await hashPassword(config.ADMIN_PASSWORD),
    role: 'superAdmin',
    firstName: 'Admin',
    lastName: '',
    status: 'confirmed',
    agreementStatus: 'signed',
    emailStatus: 'verified',
  });
  return true;
}

/** Seeds the demo records once per database; a marker row makes every later start skip it. */
export async function seedDemo(db: Db, config: Config): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo-seeded')).limit(1);
  if (done) return false;
  const passwordHash = await hashPassword(config.DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const roleId = uuidv7();
    await tx.insert(roles).values({
      id: roleId,
      name: 'Operations Staff',
      description: 'Runs providers, facilities and time sheets day to day',
      permissions: DEMO_ROLE_PERMISSIONS,
    });
    const confirmed = {
      status: 'confirmed',
      agreementStatus: 'signed',
      emailStatus: 'verified',
      passwordHash,
    } as const;
    await tx.insert(users).values([
      {
        id: uuidv7(),
        email: DEMO_ACCOUNTS.staff,
        role: 'iconUser',
        firstName: 'Sam',
        lastName: 'Staff',
        roleId,
        ...confirmed,
      },
      {
        id: uuidv7(),
        email: DEMO_ACCOUNTS.provider,
        role: 'provider',
        firstName: 'Pat',
        lastName: 'Provider',
        ...confirmed,
      },
    ]);
    await tx.insert(facilities).values({ id: uuidv7(), name: 'Mercy General Hospital', timezone: 'America/Chicago' });
    await tx.insert(appMeta).values({ key: 'demo-seeded', value: new Date().toISOString() });
  });
  return true;
}
