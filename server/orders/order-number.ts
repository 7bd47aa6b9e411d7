/** An order number as staff type it (the command line, tests): 12, '12' or '00000012'. */
import { InvalidError } from '../shared/errors.ts'

export function parseMovement(value: number | string): number {
  const n = typeof value === 'number' ? value : /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : NaN
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidError(`Número de pedido inválido: ${String(value)}`)
  return n
}
