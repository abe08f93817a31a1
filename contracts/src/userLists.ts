import { z } from 'zod';
import { USER_STATUSES } from './enums.ts';
import { listBodySchema } from './http.ts';

const USER_LIST_SORTABLE = ['name', 'email', 'status', 'createdAt'] as const;

/**
 * The body of a list of user accounts (ICON users, providers): sorted by name, e-mail, status or creation date,
 * filtered by status and by the list's own `filters`.
 */
export const userListBodySchema = <F extends z.ZodRawShape>(filters: F) =>
  listBodySchema(USER_LIST_SORTABLE, { status: z.enum(USER_STATUSES), ...filters });
