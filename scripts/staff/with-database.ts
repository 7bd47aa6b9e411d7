/**
 * Opens the store's database exactly as the server does (same environment, same .env), runs a
 * command, and always closes it: on the embedded database a close is what leaves the files
 * consistent and releases DATA_DIR's lock.
 */
import { ConfigError, loadEnv, type Env } from '#config/env.server.ts'
import { DataDirLockedError } from '#server/db/data-dir-lock.ts'
import { openDatabase, type Database } from '#server/db/database.ts'
import { CliError } from './cli-error.ts'

export const LOCKED_HINT =
  'Detenga la tienda primero (la base embebida admite un solo proceso a la vez), o use DATABASE_URL con un servidor PostgreSQL.'

export interface CommandContext {
  database: Database
  env: Env
  /** aborted by Ctrl-C or SIGTERM: long commands stop between rows and roll back */
  signal: AbortSignal
}

/**
 * `runningStore`: what the command does through a store that holds the embedded database
 * (running-store.ts); undefined when none answers. Only the account commands have one.
 */
export async function withDatabase<T>(
  run: (context: CommandContext) => Promise<T>,
  log: (message: string) => void,
  runningStore?: (dataDir: string) => Promise<T | undefined>,
): Promise<T> {
  let env: Env
  try {
    env = loadEnv()
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message)
    throw error
  }

  let database: Database
  try {
    database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, poolSize: 2, log })
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      const done = await runningStore?.(env.DATA_DIR)
      if (done !== undefined) {
        log(`Base de datos: embebida, a través de la tienda en marcha (${env.DATA_DIR})`)
        return done
      }
      throw new CliError(`${error.message}\n${LOCKED_HINT}`)
    }
    throw new CliError(`No se pudo abrir la base de datos: ${(error as Error).message}`)
  }
  log(`Base de datos: ${database.kind} (${database.location})`)

  // Killing the process mid-write could leave the embedded database's files inconsistent, so
  // the first signal asks the command to stop and lets the finally below close the database.
  const controller = new AbortController()
  let signals = 0
  const onSignal = (name: NodeJS.Signals) => {
    signals += 1
    if (signals > 1) process.exit(130)
    log(
      `${name}: la base se cierra en cuanto la operación en curso termine o se deshaga (repita la señal para salir ya, con riesgo para la base embebida)`,
    )
    controller.abort(new CliError(`Interrumpido por ${name}: no se guardó ningún cambio de esta operación.`, 130))
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  try {
    return await run({ database, env, signal: controller.signal })
  } finally {
    await database.close()
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}
