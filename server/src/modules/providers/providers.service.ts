import {
  type ListPage,
  type ListQuery,
  PROVIDER_MESSAGES,
  type ProviderListBody,
  type ProviderSummary,
} from '@portal/contracts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { composeMail } from '../../platform/mail.ts';
import { updateUser } from '../accounts/accounts.repo.ts';
import type { UserRow } from '../auth/auth.repo.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as repo from './providers.repo.ts';

type Row = {
  user: UserRow;
  profile: { npi: string | null; specialty: string | null; organisation: string };
};

const toSummary = ({ user: u, profile: p }: Row): ProviderSummary => ({
  _id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  status: u.status,
  agreementStatus: u.agreementStatus,
  emailStatus: u.emailStatus,
  npi: p.npi,
  specialty: p.specialty,
  organisation: p.organisation,
  archived: u.archivedAt !== null,
  createdAt: u.createdAt.toISOString(),
});

export async function listProviders(
  ctx: Ctx,
  query: ListQuery,
  body: ProviderListBody,
): Promise<ListPage<ProviderSummary>> {
  const { rows, total } = await repo.listProviders(ctx.db, query, body);
  return { data: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
}

/** Staff confirm a signed-up provider; only then may the provider enter the provider area. */
export async function confirmProvider(ctx: Ctx, id: string): Promise<ProviderSummary> {
  const row = await repo.findProvider(ctx.db, id);
  if (!row) throw notFound(PROVIDER_MESSAGES.notFound);
  const provider = row.user;
  if (provider.status === 'confirmed') throw conflict(PROVIDER_MESSAGES.alreadyConfirmed);
  const push = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, id, { status: 'confirmed' });
    await audit(tx, ctx, {
      action: 'confirm',
      entityType: 'user',
      entityId: id,
      before: { status: provider.status },
      after: { status: 'confirmed' },
    });
    return notify(tx, ctx, id, {
      type: 'account-confirmed',
      title: 'Account confirmed',
      body: 'ICON staff confirmed your account. Welcome to the provider portal.',
      link: '/profile',
    });
  });
  push();
  await ctx.mail.send(
    composeMail(ctx.config, provider.email, {
      subject: 'Your account is confirmed',
      greeting: `Hello ${provider.firstName},`,
      paragraphs: ['ICON staff confirmed your provider account. You can now sign in to the portal.'],
      action: { label: 'Sign in', url: `${ctx.config.PUBLIC_URL}/login` },
    }),
  );
  return toSummary({ ...row, user: { ...provider, status: 'confirmed' } });
}
