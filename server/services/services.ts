import type { Env } from '#config/env.ts'
import type { Database } from '../db/database.ts'
import { accountService, type AccountService } from './account-service.ts'
import { catalogueService } from './catalogue-service.ts'
import { deriveLinkSecret } from './invoice-links.ts'
import { loadJwtSecret } from './jwt-secret.ts'
import { tokenService, type TokenService } from './token-service.ts'

/** Everything a request may need, built once per process and handed to API handlers and loaders. */
export interface Services {
  env: Env
  database: Database
  catalogue: ReturnType<typeof catalogueService>
  tokens: TokenService
  /** signs invoice links (invoice-links.ts); derived from the JWT secret, so instances agree */
  linkSecret: Uint8Array
  /** customer accounts: sign-in, profile, password (account-service.ts) */
  accounts: AccountService
}

export function createServices(env: Env, database: Database): Services {
  const jwtSecret = loadJwtSecret(env.DATA_DIR, env.JWT_SECRET)
  const tokens = tokenService(jwtSecret)
  return {
    env,
    database,
    catalogue: catalogueService(database),
    tokens,
    linkSecret: deriveLinkSecret(jwtSecret),
    accounts: accountService({ database, tokens, env }),
  }
}
