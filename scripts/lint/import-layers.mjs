// Which code may import which (docs/architecture.md, "Layers"), checked by `npm run lint` so a
// layer cannot reach up or sideways unnoticed. Each layer is typescript-eslint's
// no-restricted-imports (it tells `import type` apart) under a name of its own: ESLint keeps one
// setting of a rule per file, the last one, so a file in two layers (a route module is browser
// code and a route) would otherwise lose the first layer's checks.
// Plain JavaScript: ESLint loads it as it is, and scripts/lint/import-layers.test.ts reads its messages.
import tseslint from 'typescript-eslint'

const restrictedImports = tseslint.plugin.rules['no-restricted-imports']

export const LAYER_MESSAGES = {
  nodeBuiltin: 'El navegador no tiene módulos de Node: este archivo llega al navegador (docs/architecture.md).',
  serverModule: 'Código solo del servidor: los loaders lo reciben por context.services (docs/architecture.md).',
  serverNamed: 'Un módulo *.server solo puede importarlo un módulo de ruta (su loader) u otro *.server.',
  lucide: 'Los íconos salen del sprite: app/components/icons.tsx (docs/architecture.md, "The first load").',
  serverImportsApp: 'El servidor no importa app/: lo compartido vive en domain/.',
  domainOnly:
    'domain/ importa solo domain/ y zod: sus reglas son puras y las usan el navegador y el servidor (docs/architecture.md).',
  routeRepository: 'Una ruta no lee datos por su cuenta: llama a un servicio, que usa sus repositorios (docs/architecture.md).',
  routeDatabase: 'Una ruta no toca la base de datos: eso es de los repositorios, detrás de un servicio (docs/architecture.md).',
  repositoryService:
    'Un repositorio no importa servicios: las capas bajan, ruta → servicio → repositorio → base (docs/architecture.md).',
}

// Import specifiers name their file with its extension (`./orders-repository.ts`), through an
// alias (`#server/db/database.ts`) or relatively (`../db/database.ts`): each pattern takes both.
const NODE_BUILTINS = { regex: '^node:', message: LAYER_MESSAGES.nodeBuiltin }
const SERVER_MODULES = {
  regex: '^#server/|/server/|^#config/env\\.server',
  allowTypeImports: true,
  message: LAYER_MESSAGES.serverModule,
}
const SERVER_NAMED = { regex: '\\.server(\\.tsx?)?$', allowTypeImports: true, message: LAYER_MESSAGES.serverNamed }
const LUCIDE = { regex: '^lucide-react', message: LAYER_MESSAGES.lucide }
const APP_MODULES = { regex: '^#app/|(^|/)app/', message: LAYER_MESSAGES.serverImportsApp }
// Types too: a route or a repository that needs one of these types is already in the wrong layer.
const REPOSITORIES = { regex: '-repository(\\.ts)?$', message: LAYER_MESSAGES.routeRepository }
const DATABASE = {
  regex: '^(#server|\\.\\.?)/(.*/)?db/|^(drizzle-orm|pg|@electric-sql/pglite)(/|$)',
  message: LAYER_MESSAGES.routeDatabase,
}
const SERVICES = { regex: '-service(\\.ts)?$|(^|/)services(\\.ts)?$', message: LAYER_MESSAGES.repositoryService }

/** Anything but the packages named, `#domain/…` and relative paths (which `climbsOut` checks). */
function otherThan(packages) {
  return { regex: `^(?!(${packages.join('|')})(/|$)|#domain/|\\.)`, message: LAYER_MESSAGES.domainOnly }
}
/** A relative path that leaves domain/ from a file `depth` folders down, or winds down and back up. */
function climbsOut(depth) {
  return { regex: `^(\\./)?(\\.\\./){${depth}}|[^./]/\\.\\.?/`, message: LAYER_MESSAGES.domainOnly }
}

function layer(name, files, patterns, ignores = []) {
  return { files, ignores, rules: { [`layers/${name}`]: ['error', { patterns }] } }
}

// domain/ is as deep as domain/admin/x.ts today; a relative path is checked against the depth of
// the file it is written in, one glob per depth.
const DOMAIN_DEPTHS = [1, 2, 3, 4, 5]
const domainLayers = DOMAIN_DEPTHS.flatMap((depth) => {
  const folder = `domain/${'*/'.repeat(depth - 1)}`
  return [
    layer('domain', [`${folder}*.ts`], [otherThan(['zod']), climbsOut(depth)], [`${folder}*.test.ts`]),
    layer('domain', [`${folder}*.test.ts`], [otherThan(['zod', 'vitest', 'fast-check']), climbsOut(depth)]),
  ]
})

export const importLayers = [
  {
    plugins: {
      layers: {
        meta: { name: 'layers' },
        rules: {
          browser: restrictedImports,
          server: restrictedImports,
          domain: restrictedImports,
          routes: restrictedImports,
          repositories: restrictedImports,
        },
      },
    },
  },
  // What reaches the browser bundle: the pages' components and helpers and the seller's identity
  // (domain/ has its own stricter layer). The build checks the bundle too
  // (scripts/vite/client-bundle-guard.ts).
  layer(
    'browser',
    ['app/**/*.{ts,tsx}', 'config/**/*.ts'],
    [NODE_BUILTINS, SERVER_MODULES, SERVER_NAMED, LUCIDE],
    ['**/*.server.{ts,tsx}', '**/*.test.{ts,tsx}', 'app/routes/**'],
  ),
  // Route modules may import a *.server helper for their loader: React Router strips it from the
  // browser's copy of the route. Server code they import only as types.
  layer('browser', ['app/routes/**/*.{ts,tsx}'], [NODE_BUILTINS, SERVER_MODULES, LUCIDE], ['**/*.server.{ts,tsx}']),
  // The pure rules both sides share import nothing but themselves and zod (tests: vitest, fast-check).
  ...domainLayers,
  // Layers flow down: the server never imports the pages.
  layer('server', ['server/**/*.ts'], [APP_MODULES]),
  // Routes are thin: the Fastify plugins and the pages' loaders reach data through services only.
  layer('routes', ['server/**/*-routes.ts', 'server/**/*-route.ts', 'app/routes/**/*.{ts,tsx}'], [REPOSITORIES, DATABASE]),
  // A repository holds SQL and knows no service: services call repositories, never the reverse.
  layer('repositories', ['server/**/*-repository.ts'], [SERVICES]),
]
