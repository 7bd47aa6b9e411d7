/**
 * The financing block's labels (docs/legal.md). A module of their own, apart from the
 * other legal messages in legal-messages.ts: every product card and price block shows them, so
 * they are on the first load of the home page, a listing and a product page, and the staff's and
 * the billing form's messages need not come with them.
 */

/** Labels of the financing block (Ley 24.240 art. 36; Res. SIyC 4/2025 art. 2 d). */
export const FINANCING_LABELS = {
  cashPrice: 'Precio de contado',
  financedTotal: 'Precio total financiado',
  /** '12 cuotas fijas de $ 11.499,89' */
  instalments: (count: number, amount: string): string => `${count} ${count === 1 ? 'cuota fija' : 'cuotas fijas'} de ${amount}`,
  /** '3 cuotas fijas sin interés de $ 33.333,00': only for a plan whose instalments add up to the cash price */
  interestFreeInstalments: (count: number, amount: string): string =>
    `${count} ${count === 1 ? 'cuota fija' : 'cuotas fijas'} sin interés de ${amount}`,
  tna: 'TNA',
  tea: 'TEA',
  cftea: 'CFTEA',
  /** allowed only when the instalments add up to the cash price exactly (financingFigures kind 'interest-free') */
  interestFree: 'sin interés',
  /** shown where a rate would be, when the price lists make it meaningless */
  noRate: 'no informado',
} as const
