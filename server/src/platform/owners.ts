import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A table whose rows belong to one owner's library (a provider's or a facility's): documents, folders, shares. */
type Owned = { ownerKind: AnyPgColumn; ownerId: AnyPgColumn };

/** The rows of one owner's library that also meet `conditions` (one flat AND, as the owner indexes lead with both). */
export const ofOwner = (
  table: Owned,
  owner: { ownerKind: string; ownerId: string },
  ...conditions: (SQL | undefined)[]
) => and(eq(table.ownerKind, owner.ownerKind), eq(table.ownerId, owner.ownerId), ...conditions) as SQL;
