import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createEmailCipher, sessionSecret } from '../../platform/secrets.ts';
import { createStorage, storageSettings } from '../../platform/storage.ts';
import type { Db } from '../client.ts';
import { appMeta, roles, users } from '../schema/index.ts';
import { seedDemoRecords } from './demo.ts';

export const DEMO_ACCOUNTS = {
  staff: 'staff@example.com',
  manager: 'manager@example.com',
  provider: 'provider@example.com',
  payroll: 'payroll@example.com',
  credentialing: 'credentialing@example.com',
  operations: 'operations@example.com',
} as const;

/** Providers, facilities, assignments and time sheets: the everyday work the Operations role is made of. */
const OPERATIONS_WORK = [
  'view-providers',
  'add-providers',
  'edit-providers',
  'export-providers',
  'view-profile-history',
  'view-assignments',
  'add-assignments',
  'edit-assignments',
  'export-assignments',
  'view-facilities',
  'add-facilities',
  'edit-facilities',
  'view-timesheets',
  'add-timesheets',
  'edit-timesheets',
  'approve-timesheets',
  'bulk-approve-timesheets',
  'reset-timesheets',
  'import-timesheets',
  'export-timesheets',
  'send-timesheet-reminders',
] as const;

/** Bonuses and deductions, and payments, as everyday staff and Payroll both do them. */
const BONUS_WORK = ['view-bonuses', 'add-bonuses', 'edit-bonuses', 'delete-bonuses', 'approve-bonuses'] as const;
const PAYMENT_WORK = [
  'view-payments',
  'recalculate-payments',
  'export-payments',
  'approve-payments',
  'release-payment-holds',
  'run-pay-statements',
  'view-pay-periods',
] as const;
/** Closing, reopening and correcting closed pay periods: Payroll's alone. */
const PERIOD_CLOSING = ['close-pay-periods', 'reopen-pay-periods', 'add-pay-adjustments'] as const;

/**
 * Everyday staff work: providers, facilities, assignments and time sheets (add, edit, approve, reset, import,
 * export, remind), expenses and the reading of every other module. Managing users and roles is not everyday work:
 * a role editor can grant itself anything, so that sits with the demo's Staff Manager (and the super admin).
 */
export const DEMO_ROLE_PERMISSIONS = [
  ...OPERATIONS_WORK,
  'view-expenses',
  'add-expenses',
  'edit-expenses',
  'approve-expenses',
  ...BONUS_WORK,
  'view-pay-rates',
  'view-malpractice-rates',
  ...PAYMENT_WORK,
  'view-credentialing',
  'add-credentialing',
  'edit-credentialing',
  'archive-credentialing',
  'view-licences',
  'add-licences',
  'edit-licences',
  'verify-licences',
  'view-document-types',
  'add-document-types',
  'edit-document-types',
  'view-facility-documents',
  'add-facility-documents',
  'edit-facility-documents',
  'download-facility-documents',
  'archive-facility-documents',
  'reinstate-facility-documents',
  'view-archive-facility-documents',
  'view-provider-documents',
  'add-provider-documents',
  'edit-provider-documents',
  'download-provider-documents',
  'archive-provider-documents',
  'reinstate-provider-documents',
  'view-archive-provider-documents',
  'view-reappointment-reports',
  'view-expired-document-reports',
  'view-expiring-assignment-reports',
  'edit-reappointment-reports',
  'edit-expired-document-reports',
  'edit-expiring-assignment-reports',
  'view-dynamic-reports',
  'view-icon-users',
  'view-roles',
];

/** The demo's staff manager: everyday work plus staff accounts and roles, and sharing documents with guests. */
export const DEMO_MANAGER_PERMISSIONS = [
  ...DEMO_ROLE_PERMISSIONS,
  'share-provider-documents',
  'add-icon-users',
  'edit-icon-users',
  'add-roles',
  'edit-roles',
];

/**
 * How a staffing company splits the work, one demo role and user each: Payroll (rates, expenses, bonuses, payments),
 * Credentialing (documents, sharing, credentialing, reports) and Operations (providers, facilities, assignments,
 * time sheets). Each reads the providers and facilities its work is about.
 */
export const DEMO_TEAM_ROLES = [
  {
    name: 'Payroll',
    description: 'Pay and malpractice rates, expenses, bonuses, deductions, payments, period closing, invoices',
    account: DEMO_ACCOUNTS.payroll,
    person: { firstName: 'Paula', lastName: 'Payne' },
    permissions: [
      'view-providers',
      'view-assignments',
      'view-facilities',
      'view-timesheets',
      'export-timesheets',
      'view-pay-rates',
      'add-pay-rates',
      'edit-pay-rates',
      'delete-pay-rates',
      'approve-pay-rates',
      'import-pay-rates',
      'view-malpractice-rates',
      'add-malpractice-rates',
      'edit-malpractice-rates',
      'delete-malpractice-rates',
      'import-malpractice-rates',
      'export-malpractice-rates',
      'view-expenses',
      'add-expenses',
      'edit-expenses',
      'delete-expenses',
      'approve-expenses',
      ...BONUS_WORK,
      ...PAYMENT_WORK,
      ...PERIOD_CLOSING,
      'view-invoices',
      'add-invoices',
      'send-invoices',
      'record-invoice-receipts',
      'void-invoices',
      'view-invoice-reports',
    ],
  },
  {
    name: 'Credentialing',
    description: 'Provider and facility documents and their sharing, credentialing and payor enrollment, reports',
    account: DEMO_ACCOUNTS.credentialing,
    person: { firstName: 'Cora', lastName: 'Dent' },
    permissions: [
      'view-providers',
      'view-assignments',
      'view-facilities',
      'view-credentialing',
      'add-credentialing',
      'edit-credentialing',
      'delete-credentialing',
      'archive-credentialing',
      'view-licences',
      'add-licences',
      'edit-licences',
      'verify-licences',
      'review-credentialing',
      'decide-credentialing',
      'view-compliance',
      'manage-compliance',
      'review-npi-checks',
      'view-document-types',
      ...(['provider', 'facility'] as const).flatMap((kind) => [
        `view-${kind}-documents`,
        `add-${kind}-documents`,
        `edit-${kind}-documents`,
        `download-${kind}-documents`,
        `share-${kind}-documents`,
        `archive-${kind}-documents`,
        `reinstate-${kind}-documents`,
        `view-archive-${kind}-documents`,
      ]),
      'view-reappointment-reports',
      'edit-reappointment-reports',
      'view-expired-document-reports',
      'edit-expired-document-reports',
      'view-expiring-assignment-reports',
      'edit-expiring-assignment-reports',
      'view-dynamic-reports',
      'manage-dynamic-report-filters',
    ],
  },
  {
    name: 'Operations',
    description: 'Providers, facilities, assignments and time sheets',
    account: DEMO_ACCOUNTS.operations,
    person: { firstName: 'Owen', lastName: 'Ortiz' },
    permissions: [...OPERATIONS_WORK, 'view-pay-periods', 'view-expiring-assignment-reports'],
  },
] as const;

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
    const managerRoleId = uuidv7();
    await tx.insert(roles).values([
      {
        id: roleId,
        name: 'Operations Staff',
        description: 'Runs providers, facilities, assignments and time sheets day to day',
        permissions: DEMO_ROLE_PERMISSIONS,
      },
      {
        id: managerRoleId,
        name: 'Staff Manager',
        description: 'Everyday work, plus ICON users and roles, and sharing documents with guests',
        permissions: DEMO_MANAGER_PERMISSIONS,
      },
    ]);
    const teamRoleIds = DEMO_TEAM_ROLES.map(() => uuidv7());
    await tx.insert(roles).values(
      DEMO_TEAM_ROLES.map((r, i) => ({
        id: teamRoleIds[i] as string,
        name: r.name,
        description: r.description,
        permissions: [...r.permissions],
      })),
    );
    const confirmed = {
      status: 'confirmed',
      agreementStatus: 'signed',
      emailStatus: 'verified',
      passwordHash,
    } as const;
    const staff = { id: uuidv7(), firstName: 'Sam', lastName: 'Staff' };
    const pat = { id: uuidv7(), firstName: 'Pat', lastName: 'Provider' };
    await tx.insert(users).values([
      { ...staff, email: DEMO_ACCOUNTS.staff, role: 'iconUser', roleId, ...confirmed },
      {
        id: uuidv7(),
        email: DEMO_ACCOUNTS.manager,
        role: 'iconUser',
        firstName: 'Mia',
        lastName: 'Manager',
        roleId: managerRoleId,
        ...confirmed,
      },
      { ...pat, email: DEMO_ACCOUNTS.provider, role: 'provider', ...confirmed },
      ...DEMO_TEAM_ROLES.map((r, i) => ({
        id: uuidv7(),
        email: r.account,
        role: 'iconUser' as const,
        ...r.person,
        roleId: teamRoleIds[i] as string,
        ...confirmed,
      })),
    ]);
    // Demo receipts go to the configured store (no URL is signed here, so the secret is not needed).
    const storage = createStorage(storageSettings(config), 'demo-seed-receipts-no-signing');
    const cipher = createEmailCipher(sessionSecret(config));
    try {
      await seedDemoRecords(tx, { staff, pat }, new Date(), {
        putReceipt: (bytes, ext, contentType, prefix = 'receipts') => storage.put(prefix, ext, bytes, { contentType }),
        encryptSecret: (plain) => cipher.encrypt(plain),
      });
    } finally {
      storage.close();
    }
    await tx.insert(appMeta).values({ key: 'demo-seeded', value: new Date().toISOString() });
  });
  return true;
}
