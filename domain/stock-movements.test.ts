import { describe, expect, it } from 'vitest'
import {
  cleanStockReason,
  isCancelledState,
  STOCK_REASON_MAX,
  stockEffectOfStateChange,
  stockLabelMoves,
  stockMovementLabel,
} from './stock-movements.ts'

describe('the stock that follows the orders', () => {
  it('takes "Cancelado" and "Cancelada" as cancelled, whatever the case, accents and spaces', () => {
    for (const state of ['Cancelado', 'cancelado', ' CANCELADA ', 'Canceládo']) expect(isCancelledState(state), state).toBe(true)
    for (const state of ['Pendiente', 'Cancelado por el cliente', 'No cancelado', ''])
      expect(isCancelledState(state), state).toBe(false)
  })

  it('gives back on entering cancelled, takes again on leaving it, and nothing between two of a kind', () => {
    expect(stockEffectOfStateChange('Pendiente', 'Cancelado')).toBe('give-back')
    expect(stockEffectOfStateChange('Cancelado', 'En preparación')).toBe('take-again')
    expect(stockEffectOfStateChange('Cancelado', 'cancelada')).toBe('none')
    expect(stockEffectOfStateChange('Pendiente', 'Entregado')).toBe('none')
  })

  it("drops the catalogue's caches only when the storefront's label moves", () => {
    expect(stockLabelMoves(20, 19)).toBe(false)
    expect(stockLabelMoves(10, 9)).toBe(true)
    expect(stockLabelMoves(2, 1)).toBe(true)
    expect(stockLabelMoves(1, 0)).toBe(true)
    expect(stockLabelMoves(0, 1)).toBe(true)
    expect(stockLabelMoves(7, 5)).toBe(false)
  })

  it('keeps a reason on one line and refuses one too long', () => {
    expect(cleanStockReason('  Recuento \n del   depósito ')).toBe('Recuento del depósito')
    expect(cleanStockReason(undefined)).toBe('')
    expect(cleanStockReason('x'.repeat(STOCK_REASON_MAX))).toHaveLength(STOCK_REASON_MAX)
    expect(cleanStockReason('x'.repeat(STOCK_REASON_MAX + 1))).toBeNull()
  })

  it('names every kind in Spanish, and an unknown one as a manual adjustment', () => {
    expect(stockMovementLabel('order')).toBe('Pedido')
    expect(stockMovementLabel('cancellation')).toBe('Cancelación')
    expect(stockMovementLabel('import')).toBe('Importación')
    expect(stockMovementLabel('something')).toBe('Ajuste manual')
  })
})
