/**
 * A reseller's order as the staff e-mail, the receipt, the back office and Mis pedidos print it
 * (issue 33; decision 058): the account it was priced for, the IVA apart and, on cuenta
 * corriente, the balance used. One set of rows, so the four places say the same figures.
 */
import { formatPrice } from '../format.ts'
import { toCents } from '../money.ts'
import { ON_ACCOUNT_LABEL, RESELLER_MARK, WHOLESALE_TERMS_MESSAGES as M, type OrderWholesale } from './wholesale-prices.ts'

/** An amount of the order's figures: an IVA of $ 0,00 is a figure, not a missing price. */
const pesos = (amount: number) => (toCents(amount) === 0 ? '$ 0,00' : formatPrice(amount))

export type WholesaleRow = [label: string, value: string]

/** ['Revendedor', 'Distribuidora Sur S.A. — CUIT 30-71234567-1'] */
export const resellerRow = (w: OrderWholesale): WholesaleRow => [RESELLER_MARK, M.resellerAccount(w.razon_social, w.cuit)]

/** Subtotal sin IVA, IVA and the total they add up to. */
export function vatApartRows(w: OrderWholesale, total: number): WholesaleRow[] {
  return [
    [M.netLabel, pesos(w.net)],
    [M.vatLabel, pesos(w.vat)],
    [M.totalLabel, pesos(total)],
  ]
}

/** ['Cuenta corriente', 'saldo usado $ U de $ L'] for an order on cuenta corriente; null otherwise. */
export function onAccountRow(w: OrderWholesale): WholesaleRow | null {
  return w.on_account ? [ON_ACCOUNT_LABEL, M.balanceUsedValue(w.balance_used, w.credit_limit)] : null
}

/** A row's value for a page: an amount never breaks after its '$' ('saldo usado $ 1.000,00 de $ 5.000,00' on a phone). */
export const keepAmountsWhole = (value: string) => value.replace(/\$ /g, () => '$\u00a0')
