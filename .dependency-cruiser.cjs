/**
 * Import rules (run by `npm run lint` after Biome; proven by scripts/import-rules.test.ts).
 *
 * A server module (`server/src/modules/<m>/`) or web module (`web/src/modules/<m>/`) is reached from outside only
 * through its `index.ts`, and a sub-area folder of a server module (`documents/files/`) is reached from its sibling
 * sub-areas only through its own `index.ts`; shared code (server `platform/`, `db/`, `config.ts`, `contracts/`) is imported freely.
 * Inside a server module: routes call services, services hold no HTTP (no Fastify), repos alone write SQL and call no
 * service. The web stands in floors, each importing only the floors below it: `lib/` (API client, store) -> `ui/`
 * -> `modules/` -> `pages/` -> `app/` (the shell). No import cycles anywhere.
 */
/** A rule reported as an error: a file whose path matches `from` must not import one that matches `to`. */
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

/**
 * The two rules of a modules folder (`server/src/modules`, `web/src/modules`): another module is imported only through
 * its index.ts, and a module never imports its own index.ts (the surface imports the module, not the other way).
 */
const surfaceRules = (root, deepName, ownName) => [
  forbid(
    deepName,
    `Import another module of ${root} only through its index.ts; move what you need into that module's surface.`,
    { path: `^${root}/([^/]+)/` },
    { path: `^${root}/[^/]+/`, pathNot: [`^${root}/$1/`, `^${root}/[^/]+/index[.]ts$`] },
  ),
  forbid(
    ownName,
    "A module's own files never import their own index.ts.",
    { path: `^${root}/([^/]+)/` },
    { path: `^${root}/$1/index[.]ts$` },
  ),
];

/** The web's floors, bottom first; a floor imports only the floors before it in this list. */
const WEB_FLOORS = ['lib', 'ui', 'modules', 'pages', 'app'];

/**
 * One rule per floor but the top one: nothing in it imports a floor above it, nor the entry files (main.tsx,
 * boot.tsx, prerender.tsx) that stand on all of them. Another module is reached through its index.ts (the rules above).
 */
const webFloorRules = WEB_FLOORS.slice(0, -1).map((floor, i) =>
  forbid(
    `web-floor-${floor}`,
    `web/src/${floor}/ imports only ${
      i === 0
        ? 'packages and contracts'
        : WEB_FLOORS.slice(0, i)
            .map((f) => `${f}/`)
            .join(', ')
    }: ` +
      `never ${WEB_FLOORS.slice(i + 1)
        .map((f) => `${f}/`)
        .join(', ')}. Move the shared part down a floor, or pass it in as a prop.`,
    { path: `^web/src/${floor}/` },
    { path: `^web/src/((${WEB_FLOORS.slice(i + 1).join('|')})/|[^/]+$)` },
  ),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...surfaceRules('server/src/modules', 'no-deep-module-import', 'no-own-index-import'),
    forbid(
      'no-deep-subarea-import',
      "A module's sub-area folder (documents/files/, documents/folders/) is imported by another sub-area only through " +
        "its index.ts; add what you need to that sub-area's index.ts, or move the shared piece to the module's root.",
      { path: '^server/src/modules/([^/]+)/([^/]+)/' },
      {
        path: '^server/src/modules/$1/[^/]+/',
        pathNot: ['^server/src/modules/$1/$2/', '^server/src/modules/$1/[^/]+/index[.]ts$'],
      },
    ),
    forbid(
      'no-deep-module-import-from-outside',
      'Code outside the server modules (app, db seed, scripts, tests) reaches a module only through its index.ts.',
      { pathNot: '^server/src/modules/[^/]+/' },
      { path: '^server/src/modules/[^/]+/', pathNot: '^server/src/modules/[^/]+/index[.]ts$' },
    ),
    forbid(
      'no-platform-to-module',
      'Shared code (platform/, db/) does not depend on a module; modules depend on it.',
      { path: '^server/src/(platform|db/schema)/' },
      { path: '^server/src/modules/' },
    ),
    forbid(
      'service-without-fastify',
      'A service holds the rules, not HTTP: it takes a Ctx, never Fastify (routes and *.jobs.ts do).',
      { path: '[.]service[.]ts$' },
      { path: '(^|/)node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+)/' },
    ),
    forbid(
      'repo-without-service',
      'A repo is SQL only: it calls no service and no routes.',
      { path: '[.]repo[.]ts$' },
      { path: '[.](service|routes|jobs|events)[.]ts$' },
    ),
    forbid(
      'sql-only-in-repos',
      'Repos alone write SQL: outside *.repo.ts (and the workflow binding, fixtures and tests) a module imports drizzle-orm and the schema for types only.',
      { path: '^server/src/modules/[^/]+/', pathNot: '[.](repo|workflow|fixtures|test)[.]ts$' },
      { path: ['(^|/)node_modules/drizzle-orm/', '^server/src/db/schema/'], dependencyTypesNot: ['type-only'] },
    ),
    forbid(
      'routes-without-repo',
      'Routes call services; only services (and jobs) call repos.',
      { path: '[.]routes[.]ts$' },
      { path: '[.]repo[.]ts$' },
    ),
    ...surfaceRules('web/src/modules', 'no-deep-web-module-import', 'no-own-web-index-import'),
    ...webFloorRules,
    forbid(
      'no-circular',
      'No import cycles (type-only imports included): split the shared part out instead.',
      {},
      { circular: true },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|[.]tmp)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
