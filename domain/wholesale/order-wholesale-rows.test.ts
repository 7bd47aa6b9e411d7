import { describe, expect, it } from 'vitest'
import { keepAmountsWhole, onAccountRow, resellerRow, vatApartRows } from './order-wholesale-rows.ts'
import type { OrderWholesale } from './wholesale-prices.ts'

const onAccount: OrderWholesale = {
  razon_social: 'Distribuidora Sur S.A.',
  cuit: '30712345671',
  on_account: true,
  credit_limit: 500000,
  balance_used: 133100.5,
  net: 100000,
  vat: 21000,
}

describe("a reseller order's rows", () => {
  it('names the account with its CUIT as AFIP writes it', () => {
    expect(resellerRow(onAccount)).toEqual(['Revendedor', 'Distribuidora Sur S.A. — CUIT 30-71234567-1'])
  })

  it('shows the IVA apart, adding up to the total', () => {
    expect(vatApartRows(onAccount, 121000)).toEqual([
      ['Subtotal sin IVA', '$ 100.000,00'],
      ['IVA', '$ 21.000,00'],
      ['Total', '$ 121.000,00'],
    ])
  })

  it('says $ 0,00 for an IVA of nothing (products without IVA), not the missing-price dash', () => {
    expect(vatApartRows({ ...onAccount, net: 1000, vat: 0 }, 1000)[1]).toEqual(['IVA', '$ 0,00'])
  })

  it('gives the balance used only on cuenta corriente', () => {
    expect(onAccountRow(onAccount)).toEqual(['Cuenta corriente', 'saldo usado $ 133.100,50 de $ 500.000,00'])
    expect(onAccountRow({ ...onAccount, on_account: false })).toBeNull()
  })

  it('keeps each amount whole on a page', () => {
    expect(keepAmountsWhole('saldo usado $ 1.000,00 de $ 5.000,00')).toBe('saldo usado $\u00a01.000,00 de $\u00a05.000,00')
  })
})
