/**
 * A status machine as an explicit table (ARCHITECTURE.md, convention 7). Each module declares its own with
 * `defineWorkflow` (time sheets, later expenses, pay rates, bonuses, payments, credentialing); the server's
 * workflow engine applies it and the web reads it to decide which buttons to show.
 */
export interface Transition<S extends string> {
  readonly from: readonly S[];
  readonly to: S;
}

export interface Workflow<S extends string, A extends string> {
  /** The record's name in messages: 'time sheet', 'expense'. */
  readonly entity: string;
  readonly statuses: readonly S[];
  readonly transitions: { readonly [K in A]: Transition<S> };
  /** Each action in the past tense, for refusals: 'submitted for approval'. */
  readonly past: { readonly [K in A]: string };
  /** An action's own refusal, where the record has long said it in its own words ('already archived'). */
  readonly refused?: { readonly [K in A]?: string };
}

export function defineWorkflow<const S extends string, const T extends Record<string, Transition<S>>>(w: {
  entity: string;
  statuses: readonly S[];
  transitions: T;
  past: { [K in keyof T]: string };
  refused?: { [K in keyof T]?: string };
}): Workflow<S, Extract<keyof T, string>> {
  return w as Workflow<S, Extract<keyof T, string>>;
}

/** Whether `action` may be applied to a record in status `from`. */
export const canApply = <S extends string, A extends string>(w: Workflow<S, A>, action: A, from: S): boolean =>
  (w.transitions[action].from as readonly string[]).includes(from);

/** The 409 message: names the record, its current status and the refused action. */
export const transitionRefusal = <S extends string, A extends string>(w: Workflow<S, A>, action: A, status: S) =>
  w.refused?.[action] ?? `This ${w.entity} is ${status.replaceAll('-', ' ')}, so it cannot be ${w.past[action]}`;
