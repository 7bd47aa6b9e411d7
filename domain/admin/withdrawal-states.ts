/** Where staff stand with a withdrawal request (Botón de arrepentimiento); set from the back office. */
export const WITHDRAWAL_STATES = ['recibida', 'en_proceso', 'resuelta', 'rechazada'] as const
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number]

export const WITHDRAWAL_STATE_LABELS: Record<WithdrawalState, string> = {
  recibida: 'Recibida',
  en_proceso: 'En proceso',
  resuelta: 'Resuelta',
  rechazada: 'Rechazada',
}

export function withdrawalStateLabel(state: string): string {
  return (WITHDRAWAL_STATE_LABELS as Record<string, string>)[state] ?? state
}
