/** The web app's history fallback, registered by app.ts after every module (not a manifest: it must come last). */
export { spaRoutes } from './spa.routes.ts';
