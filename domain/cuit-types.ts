/** The two-digit types a CUIT/CUIL may start with: its own file so messages can name them without the rules. */
export const CUIT_TYPES = ['20', '23', '24', '27', '30', '33', '34'] as const
export type CuitType = (typeof CUIT_TYPES)[number]
