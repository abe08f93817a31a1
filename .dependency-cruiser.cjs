/**
 * Import rules (run by `npm run lint` after Biome; proven by scripts/import-rules.test.ts).
 *
 * A server module (`server/src/modules/<m>/`) or web module (`web/src/modules/<m>/`) is reached from outside only
 * through its `index.ts`; shared code (server `platform/`, `db/`, `config.ts`, `contracts/`, web `ui/`, `app/`) is
 * imported freely. Inside a server module: routes call services, services hold no HTTP (no Fastify), repos alone write
 * SQL and call no service. No import cycles anywhere.
 */
/**
 * The two rules of a modules folder (`server/src/modules`, `web/src/modules`): another module is imported only through
 * its index.ts, and a module never imports its own index.ts (the surface imports the module, not the other way).
 */
const surfaceRules = (root, deepName, ownName) => [
  {
    name: deepName,
    severity: 'error',
    comment: `Import another module of ${root} only through its index.ts; move what you need into that module's surface.`,
    from: { path: `^${root}/([^/]+)/` },
    to: { path: `^${root}/[^/]+/`, pathNot: [`^${root}/$1/`, `^${root}/[^/]+/index[.]ts$`] },
  },
  {
    name: ownName,
    severity: 'error',
    comment: "A module's own files never import their own index.ts.",
    from: { path: `^${root}/([^/]+)/` },
    to: { path: `^${root}/$1/index[.]ts$` },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...surfaceRules('server/src/modules', 'no-deep-module-import', 'no-own-index-import'),
    {
      name: 'no-deep-module-import-from-outside',
      severity: 'error',
      comment:
        'Code outside the server modules (app, db seed, scripts, tests) reaches a module only through its index.ts.',
      from: { pathNot: '^server/src/modules/[^/]+/' },
      to: { path: '^server/src/modules/[^/]+/', pathNot: '^server/src/modules/[^/]+/index[.]ts$' },
    },
    {
      name: 'no-platform-to-module',
      severity: 'error',
      comment: 'Shared code (platform/, db/) does not depend on a module; modules depend on it.',
      from: { path: '^server/src/(platform|db/schema)/' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'service-without-fastify',
      severity: 'error',
      comment: 'A service holds the rules, not HTTP: it takes a Ctx, never Fastify (routes and *.jobs.ts do).',
      from: { path: '[.]service[.]ts$' },
      to: { path: '(^|/)node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+)/' },
    },
    {
      name: 'repo-without-service',
      severity: 'error',
      comment: 'A repo is SQL only: it calls no service and no routes.',
      from: { path: '[.]repo[.]ts$' },
      to: { path: '[.](service|routes|jobs|events)[.]ts$' },
    },
    {
      name: 'sql-only-in-repos',
      severity: 'error',
      comment:
        'Repos alone write SQL: outside *.repo.ts (and the workflow binding, fixtures and tests) a module imports drizzle-orm and the schema for types only.',
      from: {
        path: '^server/src/modules/[^/]+/',
        pathNot: '[.](repo|workflow|fixtures|test)[.]ts$',
      },
      to: {
        path: ['(^|/)node_modules/drizzle-orm/', '^server/src/db/schema/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'routes-without-repo',
      severity: 'error',
      comment: 'Routes call services; only services (and jobs) call repos.',
      from: { path: '[.]routes[.]ts$' },
      to: { path: '[.]repo[.]ts$' },
    },
    ...surfaceRules('web/src/modules', 'no-deep-web-module-import', 'no-own-web-index-import'),
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles (type-only imports included): split the shared part out instead.',
      from: {},
      to: { circular: true },
    },
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
