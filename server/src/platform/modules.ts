import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from './access.ts';
import type { Subscription } from './events.ts';

/**
 * What a module hands to app.ts, from its index.ts. app.ts mounts every module by one loop over these manifests, so
 * adding a module is one line in modules/index.ts.
 */
export interface ModuleManifest {
  name: string;
  /** Routes under /api whose access is declared per route (public, signed-in, facility link). */
  api?: FastifyPluginAsyncZod[];
  /** A provider's own records, under /api/providers. */
  provider?: FastifyPluginAsyncZod[];
  /** Staff routes, mounted once per staff family (/api/super-admin, /api/icon-user) with `{ family }`. */
  staff?: FastifyPluginAsyncZod<{ family: StaffFamily }>[];
  /** Queues and schedules (pg-boss), registered after the routes. */
  jobs?: (app: FastifyInstance) => Promise<void>;
  /**
   * What the module does when an event happens: `event.on(listener)` for events it imports from the emitting
   * module's index.ts (platform/events.ts), attached at start.
   */
  listens?: Subscription[];
}

export const defineModule = (manifest: ModuleManifest): ModuleManifest => manifest;
