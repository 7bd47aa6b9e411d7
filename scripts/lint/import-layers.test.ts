// Each layer rule of eslint.config.js refuses an import that breaks it and lets a sound one through,
// checked by linting one-line modules at made-up paths in each layer with the project's own config.
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '#server/shared/project-root.ts'
import { LAYER_MESSAGES } from './import-layers.mjs'

const eslint = new ESLint({ cwd: projectRoot, overrideConfigFile: path.join(projectRoot, 'eslint.config.js') })

interface Case {
  file: string
  code: string
  /** `layers/<name>` and the message each refusal must give; none when the import is allowed */
  refused: ReadonlyArray<readonly [string, string]>
}

const valueImport = (from: string) => `import { thing } from '${from}'\nexport const other = thing\n`
const typeImport = (from: string) => `import type { Thing } from '${from}'\nexport type Other = Thing\n`

async function layerErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, file) })
  return result!.messages.map((message) => [message.ruleId, message.message])
}

/** ESLint words the refusal itself ("'x' import is restricted…") and adds the layer's message. */
const refusals = (refused: Case['refused']) => refused.map(([rule, message]) => [rule, expect.stringContaining(message)])

function check(cases: Case[]) {
  it.each(cases)('$file: $code', async ({ file, code, refused }) => {
    expect(await layerErrors(file, code)).toEqual(refusals(refused))
  })
}

const { domainOnly, routeRepository, routeDatabase, repositoryService } = LAYER_MESSAGES
const DOMAIN = 'layers/domain'
const ROUTES = 'layers/routes'
const REPOSITORIES = 'layers/repositories'
const BROWSER = 'layers/browser'
const SERVER = 'layers/server'

describe('domain/ imports only domain/ and zod', { timeout: 30_000 }, () => {
  check([
    { file: 'domain/prices.ts', code: valueImport('#server/shared/errors.ts'), refused: [[DOMAIN, domainOnly]] },
    { file: 'domain/prices.ts', code: typeImport('#server/services.ts'), refused: [[DOMAIN, domainOnly]] },
    { file: 'domain/prices.ts', code: valueImport('../server/shared/errors.ts'), refused: [[DOMAIN, domainOnly]] },
    { file: 'domain/forms/auth.ts', code: valueImport('../../app/lib/paths.ts'), refused: [[DOMAIN, domainOnly]] },
    { file: 'domain/forms/auth.ts', code: valueImport('../limits/../../config/store.ts'), refused: [[DOMAIN, domainOnly]] },
    { file: 'domain/prices.ts', code: valueImport('#config/store.ts'), refused: [[DOMAIN, domainOnly]] },
    { file: 'domain/prices.ts', code: valueImport('node:crypto'), refused: [[DOMAIN, domainOnly]] },
    { file: 'domain/cookies.ts', code: valueImport('cookie'), refused: [[DOMAIN, domainOnly]] },
    { file: 'domain/prices.ts', code: valueImport('vitest'), refused: [[DOMAIN, domainOnly]] },
    { file: 'domain/prices.ts', code: valueImport('zod'), refused: [] },
    { file: 'domain/prices.ts', code: valueImport('./limits.ts'), refused: [] },
    { file: 'domain/prices.ts', code: valueImport('#domain/limits.ts'), refused: [] },
    { file: 'domain/forms/auth.ts', code: valueImport('../limits.ts'), refused: [] },
    { file: 'domain/prices.test.ts', code: valueImport('fast-check'), refused: [] },
    { file: 'domain/forms/auth.test.ts', code: valueImport('vitest'), refused: [] },
    { file: 'domain/prices.test.ts', code: valueImport('#server/shared/errors.ts'), refused: [[DOMAIN, domainOnly]] },
  ])
})

describe('route files import no repository and no database module', { timeout: 30_000 }, () => {
  check([
    { file: 'server/orders/some-routes.ts', code: valueImport('./orders-repository.ts'), refused: [[ROUTES, routeRepository]] },
    { file: 'server/orders/some-routes.ts', code: typeImport('./orders-repository.ts'), refused: [[ROUTES, routeRepository]] },
    {
      file: 'server/orders/some-routes.ts',
      code: valueImport('#server/catalogue/products-repository.ts'),
      refused: [[ROUTES, routeRepository]],
    },
    { file: 'server/orders/some-routes.ts', code: valueImport('../db/database.ts'), refused: [[ROUTES, routeDatabase]] },
    { file: 'server/orders/some-routes.ts', code: typeImport('#server/db/database.ts'), refused: [[ROUTES, routeDatabase]] },
    {
      file: 'server/catalogue/import/some-routes.ts',
      code: valueImport('../../db/schema/index.ts'),
      refused: [[ROUTES, routeDatabase]],
    },
    { file: 'server/files/some-route.ts', code: valueImport('drizzle-orm'), refused: [[ROUTES, routeDatabase]] },
    { file: 'server/files/some-route.ts', code: valueImport('pg'), refused: [[ROUTES, routeDatabase]] },
    { file: 'server/orders/some-routes.ts', code: valueImport('./order-service.ts'), refused: [] },
    { file: 'server/orders/some-routes.ts', code: valueImport('../shared/errors.ts'), refused: [] },
    { file: 'server/orders/some-routes.ts', code: valueImport('#domain/limits.ts'), refused: [] },
    {
      file: 'app/routes/home.tsx',
      code: typeImport('#server/catalogue/products-repository.ts'),
      refused: [[ROUTES, routeRepository]],
    },
    { file: 'app/routes/home.tsx', code: typeImport('#server/db/database.ts'), refused: [[ROUTES, routeDatabase]] },
    // The service itself stays a type: loaders read context.services.
    { file: 'app/routes/home.tsx', code: typeImport('#server/services.ts'), refused: [] },
  ])
})

describe('repositories import no service', { timeout: 30_000 }, () => {
  check([
    {
      file: 'server/orders/orders-repository.ts',
      code: valueImport('./order-service.ts'),
      refused: [[REPOSITORIES, repositoryService]],
    },
    {
      file: 'server/orders/orders-repository.ts',
      code: typeImport('../accounts/token-service.ts'),
      refused: [[REPOSITORIES, repositoryService]],
    },
    {
      file: 'server/orders/orders-repository.ts',
      code: typeImport('#server/services.ts'),
      refused: [[REPOSITORIES, repositoryService]],
    },
    { file: 'server/orders/orders-repository.ts', code: typeImport('../db/database.ts'), refused: [] },
    { file: 'server/orders/orders-repository.ts', code: valueImport('../db/schema/index.ts'), refused: [] },
    { file: 'server/orders/orders-repository.ts', code: valueImport('#domain/order-state.ts'), refused: [] },
    // Services do use repositories.
    { file: 'server/orders/order-service.ts', code: valueImport('./orders-repository.ts'), refused: [] },
  ])
})

describe('the browser bundle takes nothing of the server but types', { timeout: 30_000 }, () => {
  const { nodeBuiltin, serverModule, serverNamed, lucide } = LAYER_MESSAGES
  check([
    { file: 'app/components/cart/line.tsx', code: valueImport('#server/shared/errors.ts'), refused: [[BROWSER, serverModule]] },
    {
      file: 'app/components/cart/line.tsx',
      code: valueImport('../../../server/shared/errors.ts'),
      refused: [[BROWSER, serverModule]],
    },
    { file: 'app/components/cart/line.tsx', code: typeImport('#server/services.ts'), refused: [] },
    { file: 'app/lib/paths.ts', code: valueImport('node:path'), refused: [[BROWSER, nodeBuiltin]] },
    { file: 'app/lib/paths.ts', code: valueImport('./markup.server.ts'), refused: [[BROWSER, serverNamed]] },
    { file: 'app/lib/paths.ts', code: valueImport('lucide-react'), refused: [[BROWSER, lucide]] },
    {
      file: 'config/store.ts',
      code: valueImport('#config/env.server.ts'),
      refused: [
        [BROWSER, serverModule],
        [BROWSER, serverNamed],
      ],
    },
    {
      file: 'app/routes/home.tsx',
      code: valueImport('#server/catalogue/catalogue-service.ts'),
      refused: [[BROWSER, serverModule]],
    },
    { file: 'app/routes/home.tsx', code: valueImport('node:fs'), refused: [[BROWSER, nodeBuiltin]] },
    // A route's loader may use a *.server helper: React Router keeps it out of the browser.
    { file: 'app/routes/products.tsx', code: valueImport('../lib/card-markup.server.tsx'), refused: [] },
    // Server code that is not a route may reach the server (it never reaches the browser).
    { file: 'app/lib/card-markup.server.tsx', code: valueImport('#server/shared/errors.ts'), refused: [] },
  ])
})

describe('the server never imports the pages', { timeout: 30_000 }, () => {
  const { serverImportsApp } = LAYER_MESSAGES
  check([
    { file: 'server/pages/page-cache.ts', code: valueImport('#app/lib/paths.ts'), refused: [[SERVER, serverImportsApp]] },
    { file: 'server/pages/page-cache.ts', code: valueImport('../../app/lib/paths.ts'), refused: [[SERVER, serverImportsApp]] },
    { file: 'server/pages/page-cache.ts', code: valueImport('#domain/page-variant.ts'), refused: [] },
  ])
})

describe('a file in two layers gets both', { timeout: 30_000 }, () => {
  it('a route module importing a repository for a value breaks the browser layer and the routes layer', async () => {
    expect(await layerErrors('app/routes/home.tsx', valueImport('#server/catalogue/products-repository.ts'))).toEqual(
      refusals([
        [BROWSER, LAYER_MESSAGES.serverModule],
        [ROUTES, routeRepository],
      ]),
    )
  })
})
