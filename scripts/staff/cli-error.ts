/**
 * Errors the staff command line reports in one line and turns into an exit code: 1 when the
 * input or the database cannot be used, 2 when the command itself was written wrong, 130 when
 * Ctrl-C stopped it (the shells' convention).
 */
export class CliError extends Error {
  override name = 'CliError'
  constructor(
    message: string,
    readonly exitCode: 1 | 2 | 130 = 1,
  ) {
    super(message)
  }
}

export class UsageError extends CliError {
  override name = 'UsageError'
  constructor(message: string) {
    super(message, 2)
  }
}

/**
 * Runs a command line's `main` (`npm run staff`, `npm run seed`) and sets the exit code: a
 * CliError is one message, with where to find help when the command was written wrong; anything
 * else is unexpected and printed whole.
 */
export async function runCommandLine(main: () => Promise<number>, helpCommand: string): Promise<void> {
  try {
    process.exitCode = await main()
  } catch (error) {
    if (error instanceof CliError) {
      console.error(error.message)
      if (error.exitCode === 2) console.error(`Ayuda: ${helpCommand}`)
      process.exitCode = error.exitCode
    } else {
      console.error('Error inesperado:', error)
      process.exitCode = 1
    }
  }
}
