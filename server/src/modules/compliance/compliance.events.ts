import type { Db } from '../../db/client.ts';
import { defineEvent, type FanOutCtx } from '../../platform/events.ts';
import type { ScreenOutcome } from './compliance.repo.ts';

/** A screening found a possible match not seen before (`id`: the match's), to be reviewed. */
export type ExclusionMatch = ScreenOutcome['matches'][number];

export const exclusionMatchFound = defineEvent<ExclusionMatch>('exclusion.match-found');

/** Tells a screening's new matches, when the caller can fan out (the demo data cannot, and has no listeners yet). */
export const tellMatches = (tx: Db, ctx: Partial<FanOutCtx>, outcome: ScreenOutcome) =>
  ctx.jobs && ctx.realtime && ctx.log
    ? exclusionMatchFound.emit(tx, { jobs: ctx.jobs, realtime: ctx.realtime, log: ctx.log }, outcome.matches)
    : undefined;
