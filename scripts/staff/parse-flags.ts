/**
 * node:util parseArgs with its English errors turned into Spanish usage errors (exit code 2).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { UsageError } from './cli-error.ts'

function optionIn(message: string): string {
  return /'(-[^']*)'/.exec(message)?.[1] ?? ''
}

export function parseFlags<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const message = (error as Error).message
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`Opción desconocida: ${optionIn(message)}`)
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError(`Valor inválido para la opción ${optionIn(message)}`)
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw new UsageError(`Argumento de más: ${optionIn(message) || message}`)
    throw error
  }
}

/** --products N: a whole number of products, at least 1. */
export function parseProductCount(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value.replace(/_/g, ''))
  if (!/^\d[\d_]*$/.test(value) || !Number.isSafeInteger(n) || n < 1) {
    throw new UsageError(`--products debe ser un número entero mayor que 0 (se recibió '${value}')`)
  }
  return n
}
