import {
  type ListPage,
  type ListQuery,
  PROVIDER_MESSAGES,
  type ProviderListBody,
  type ProviderSummary,
  webPaths,
} from '@portal/contracts';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import { composeMail } from '../../platform/mail.ts';
import { webLink } from '../../platform/web-links.ts';
import { notify } from '../notifications/index.ts';
import { updateUser } from '../users/index.ts';
import * as repo from './providers.repo.ts';

const toSummary = ({ user: u, profile: p }: repo.ProviderRow): ProviderSummary => ({
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
  excludedOn: p.excludedOn,
  createdAt: u.createdAt.toISOString(),
});

export async function listProviders(
  ctx: Ctx,
  query: ListQuery,
  body: ProviderListBody,
): Promise<ListPage<ProviderSummary>> {
  const { rows, totals } = await repo.listProviders(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toSummary));
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
    await ctx.mail.notice(
      composeMail(ctx.config, provider.email, {
        subject: 'Your account is confirmed',
        greeting: `Hello ${provider.firstName},`,
        paragraphs: ['ICON staff confirmed your provider account. You can now sign in to the portal.'],
        action: { label: 'Sign in', url: webLink(ctx.config, webPaths.login) },
      }),
      tx,
    );
    return notify(tx, ctx, id, {
      type: 'account-confirmed',
      title: 'Account confirmed',
      body: 'ICON staff confirmed your account. Welcome to the provider portal.',
      link: webPaths.profile,
    });
  });
  push();
  return toSummary({ ...row, user: { ...provider, status: 'confirmed' } });
}

export type ProviderRow = repo.ProviderRow;

/** Every provider the filters match, in batches, for the XLSX export stream. */
export const exportRows = (ctx: Ctx, body: ProviderListBody) => repo.allProviders(ctx.db, body);
