import type { ComponentType } from 'react';
import { type PagePrefetch, store } from '../lib/store.ts';

/** Spec section 9: a lazy chunk that has not arrived after 120 s has failed. */
const CHUNK_LOAD_TIMEOUT = 120_000;
export const CHUNK_FAILED_TEXT = 'Loading chunk failed';

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(CHUNK_FAILED_TEXT, { cause });
    this.name = 'ChunkLoadError';
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });

/**
 * A React Router `lazy` that loads a page module's default export; any failure is a ChunkLoadError. Every page
 * also loads the rest of Mantine's styles (app/allStyles.ts) but a `light` one, whose styles are loaded already
 * (app/styles.ts, app/shellStyles.ts). A page's `prefetch` is dispatched as soon as its module has loaded.
 */
export const lazyPage =
  (load: () => Promise<{ default: ComponentType; prefetch?: PagePrefetch }>, { light = false } = {}) =>
  async (): Promise<{ Component: ComponentType }> => {
    try {
      const page = load().then((mod) => {
        if (mod.prefetch) store.dispatch(mod.prefetch);
        return mod;
      });
      const [mod] = await withTimeout(
        Promise.all([page, light ? undefined : import('./allStyles.ts')]),
        CHUNK_LOAD_TIMEOUT,
      );
      return { Component: mod.default };
    } catch (e) {
      console.error(e);
      throw new ChunkLoadError(e);
    }
  };
