/**
 * The rules of an order's state change (server/orders/order-state-service.ts): the state is
 * free text the shopper reads, one line; the note, optional, may span lines;
 * the actor says who made the change in the history. Pure, so the command line, the back office
 * and the service agree.
 */

export const ORDER_STATE_LIMITS = {
  state: 60,
  note: 1000,
  actor: 200,
} as const

/** The first state of every order. */
export const INITIAL_ORDER_STATE = 'Pendiente'

/** Who the history names for changes that no person made. */
export const ORDER_STATE_ACTORS = {
  store: 'tienda',
  commandLine: 'línea de comandos',
} as const

export const ORDER_STATE_MESSAGES = {
  state: `El estado debe tener entre 1 y ${ORDER_STATE_LIMITS.state} caracteres, en una línea.`,
  note: `La nota puede tener hasta ${ORDER_STATE_LIMITS.note} caracteres, sin caracteres de control.`,
  actor: `Quién hace el cambio debe tener entre 1 y ${ORDER_STATE_LIMITS.actor} caracteres, en una línea.`,
  orderNotFound: 'No existe ese pedido.',
} as const

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/

export interface StateChangeInput {
  state: string
  note?: string | undefined
  actor: string
}

export type StateChangeCheck =
  | { ok: true; value: { state: string; note: string; actor: string } }
  | { ok: false; field: 'state' | 'note' | 'actor'; message: string }

/** Trims the texts and checks them; the first problem found is named. */
export function checkStateChange(input: StateChangeInput): StateChangeCheck {
  const state = String(input.state ?? '').trim()
  if (!state || state.length > ORDER_STATE_LIMITS.state || CONTROL.test(state)) {
    return { ok: false, field: 'state', message: ORDER_STATE_MESSAGES.state }
  }
  const note = String(input.note ?? '')
    .replace(/\r\n?/g, '\n')
    .trim()
  if (note.length > ORDER_STATE_LIMITS.note || CONTROL_BUT_LINE_BREAKS.test(note)) {
    return { ok: false, field: 'note', message: ORDER_STATE_MESSAGES.note }
  }
  const actor = String(input.actor ?? '').trim()
  if (!actor || actor.length > ORDER_STATE_LIMITS.actor || CONTROL.test(actor)) {
    return { ok: false, field: 'actor', message: ORDER_STATE_MESSAGES.actor }
  }
  return { ok: true, value: { state, note, actor } }
}

/**
 * Whether a change is worth a history row: a new state, or the same state with a note or a
 * notification (staff telling the shopper something). The same state again, silently, is nothing.
 */
export function isStateChangeWorthRecording(current: string, next: { state: string; note: string; notify: boolean }): boolean {
  return current !== next.state || next.note !== '' || next.notify
}
