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
