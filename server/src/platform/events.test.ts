import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { definedEvents, defineEvent, type FanOutCtx, tellMoves } from './events.ts';

const tx = {} as Db;
const ctxWith = (error = vi.fn()) => ({ log: { error }, jobs: {}, realtime: {} }) as unknown as FanOutCtx;

describe('defineEvent', () => {
  it('hands every payload of one emit to each attached listener at once, and delivers only when asked', async () => {
    const sample = defineEvent<{ id: string }>('test.sampled');
    const seen: string[][] = [];
    const delivered: string[] = [];
    const listener = async (_tx: Db, _ctx: FanOutCtx, payloads: readonly { id: string }[]) => {
      seen.push(payloads.map((p) => p.id));
      return () => {
        delivered.push(...payloads.map((p) => p.id));
      };
    };
    const subscription = sample.on(listener);
    subscription.attach();
    subscription.attach();
    const deliver = await sample.emit(tx, ctxWith(), [{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(seen).toEqual([['a', 'b', 'c']]);
    expect(delivered).toEqual([]);
    await deliver();
    expect(delivered).toEqual(['a', 'b', 'c']);
    // Nothing to tell: listeners are not called.
    await sample.emit(tx, ctxWith(), []);
    expect(seen).toHaveLength(1);
    expect(subscription.event).toBe(sample);
  });

  it('logs a failed delivery instead of throwing it, and still runs the others', async () => {
    const sample = defineEvent<number>('test.delivered');
    const ran: string[] = [];
    sample
      .on(async () => () => {
        throw new Error('socket down');
      })
      .attach();
    sample.on(async () => () => void ran.push('second')).attach();
    const error = vi.fn();
    const deliver = await sample.emit(tx, ctxWith(error), [1]);
    await expect(deliver()).resolves.toBeUndefined();
    expect(ran).toEqual(['second']);
    expect(error).toHaveBeenCalledOnce();
  });

  it('lets a listener fail the emitting transaction', async () => {
    const sample = defineEvent<number>('test.refused');
    sample.on(async () => Promise.reject(new Error('refused'))).attach();
    await expect(sample.emit(tx, ctxWith(), [1])).rejects.toThrow('refused');
  });

  it('keeps a catalogue of the defined events by name, and refuses a name twice', () => {
    const sample = defineEvent<number>('test.catalogued');
    expect(definedEvents().get('test.catalogued')).toBe(sample);
    expect(() => defineEvent<number>('test.catalogued')).toThrow(/defined twice/);
  });
});

describe('tellMoves', () => {
  it("tells a set-based move's rows with their keys first, then their own fields, as subscribers serialize them", async () => {
    const approved = defineEvent<{ id: string; providerId: string }>('test.moved');
    const heard: string[] = [];
    approved.on(async (_tx, _ctx, payloads) => void heard.push(...payloads.map((p) => JSON.stringify(p)))).attach();
    const keysOf = vi.fn(async () => []);
    const tell = tellMoves<string, { id: string; providerId: string }>(keysOf, [['approved', approved]], 'test');
    const move = { id: 's1', from: 'pending', to: 'approved', action: 'bulk-approve', actorName: 'Ann' };
    await tell(tx, ctxWith(), [{ ...move, keys: { providerId: 'p1', facilityId: 'f1' } }]);
    expect(heard).toEqual([
      '{"providerId":"p1","facilityId":"f1","id":"s1","from":"pending","to":"approved","action":"bulk-approve","actorName":"Ann"}',
    ]);
    expect(keysOf).not.toHaveBeenCalled();
  });
});
