import { CREDENTIALING_REVIEW_API, REVIEW_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../../platform/access.ts';
import { ctxOf } from '../../../platform/context.ts';
import { serve } from '../../../platform/endpoint.ts';
import { ok } from '../../../platform/http.ts';
import { sendFile } from '../../../platform/send-file.ts';
import { downloadPacket, sharePacket } from './review.packet.ts';
import * as review from './review.service.ts';

const SIGN_OFF_MESSAGES = {
  'signed-off': REVIEW_MESSAGES.signedOff,
  'not-applicable': REVIEW_MESSAGES.notApplicable,
  open: REVIEW_MESSAGES.reopened,
} as const;

/** The file review of a credentialing record: checklist, sign-offs, committee status, packet and its sharing. */
export const credentialingReviewRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = CREDENTIALING_REVIEW_API;
  serve(app, family, E.get, async (req) => ok(await review.getReview(ctxOf(req), req.params.id)));
  serve(app, family, E.signOff, async (req) =>
    ok(
      await review.signOffItem(ctxOf(req), req.params.id, req.params.itemId, req.body),
      SIGN_OFF_MESSAGES[req.body.status],
    ),
  );
  serve(app, family, E.ready, async (req) =>
    ok(await review.markReady(ctxOf(req), req.params.id), REVIEW_MESSAGES.ready),
  );
  serve(app, family, E.returnToReview, async (req) =>
    ok(await review.returnToReview(ctxOf(req), req.params.id), REVIEW_MESSAGES.returned),
  );
  for (const [e, action, message] of [
    [E.approve, 'approve', REVIEW_MESSAGES.approved],
    [E.deny, 'deny', REVIEW_MESSAGES.denied],
  ] as const)
    serve(app, family, e, async (req) => ok(await review.decide(ctxOf(req), req.params.id, action, req.body), message));
  serve(app, family, E.packet, async (req, reply) => {
    const packet = await downloadPacket(ctxOf(req), req.params.id, req.query.format);
    return sendFile(reply, packet, 'attachment', packet.name);
  });
  serve(app, family, E.sharePacket, async (req) => {
    const shared = await sharePacket(ctxOf(req), req.params.id, req.body);
    return ok(shared, REVIEW_MESSAGES.shared(shared.email));
  });
};
