/**
 * The printable orders (/admin/orders/print?n=12&n=13): the order numbers ticked in the list,
 * each printed on a sheet of its own — the order and its packing slip, with a space to sign.
 */
export const ORDER_PRINT_MAX = 50

export const ORDER_PRINT_MESSAGES = {
  none: 'No se eligió ningún pedido para imprimir: márquelos en la lista de Pedidos.',
  tooMany: `Se pueden imprimir hasta ${ORDER_PRINT_MAX} pedidos a la vez.`,
  invalid: 'Número de pedido inválido en la dirección.',
} as const

export type PrintSelection = { ok: true; movements: number[] } | { ok: false; message: string }

/** The `n` parameters of the address, in the order given, each once. */
export function printSelectionOf(url: URL): PrintSelection {
  const typed = url.searchParams
    .getAll('n')
    .flatMap((value) => value.split(','))
    .filter((value) => value.trim() !== '')
  const movements: number[] = []
  for (const value of typed) {
    if (!/^\s*\d{1,9}\s*$/.test(value) || Number(value) < 1) return { ok: false, message: ORDER_PRINT_MESSAGES.invalid }
    if (!movements.includes(Number(value))) movements.push(Number(value))
  }
  if (movements.length === 0) return { ok: false, message: ORDER_PRINT_MESSAGES.none }
  if (movements.length > ORDER_PRINT_MAX) return { ok: false, message: ORDER_PRINT_MESSAGES.tooMany }
  return { ok: true, movements }
}
