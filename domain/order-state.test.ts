import { describe, expect, it } from 'vitest'
import { checkStateChange, isStateChangeWorthRecording, ORDER_STATE_LIMITS, ORDER_STATE_MESSAGES } from './order-state.ts'

describe('checkStateChange', () => {
  it('trims and accepts a state, a note on several lines and an actor', () => {
    expect(checkStateChange({ state: '  En camino ', note: ' Sale hoy.\r\nLlega mañana. ', actor: 'ana@tienda.test' })).toEqual({
      ok: true,
      value: { state: 'En camino', note: 'Sale hoy.\nLlega mañana.', actor: 'ana@tienda.test' },
    })
  })

  it('an absent note is empty', () => {
    const result = checkStateChange({ state: 'Entregado', actor: 'línea de comandos' })
    expect(result.ok && result.value.note).toBe('')
  })

  it.each([
    ['', 'state'],
    ['   ', 'state'],
    ['x'.repeat(ORDER_STATE_LIMITS.state + 1), 'state'],
    ['En\ncamino', 'state'],
    ['En\u0000camino', 'state'],
  ])('refuses the state %j', (state, field) => {
    expect(checkStateChange({ state, actor: 'a' })).toEqual({ ok: false, field, message: ORDER_STATE_MESSAGES.state })
  })

  it('accepts a state of exactly the limit', () => {
    expect(checkStateChange({ state: 'x'.repeat(ORDER_STATE_LIMITS.state), actor: 'a' }).ok).toBe(true)
  })

  it.each(['x'.repeat(ORDER_STATE_LIMITS.note + 1), 'a\u0000b', 'a\u001bb', 'tab\there'])('refuses the note %j', (note) => {
    expect(checkStateChange({ state: 'Listo', note, actor: 'a' })).toMatchObject({ ok: false, field: 'note' })
  })

  it.each(['', ' ', 'a\nb', 'x'.repeat(ORDER_STATE_LIMITS.actor + 1)])('refuses the actor %j', (actor) => {
    expect(checkStateChange({ state: 'Listo', actor })).toMatchObject({ ok: false, field: 'actor' })
  })
})

describe('isStateChangeWorthRecording', () => {
  it('a new state is', () =>
    expect(isStateChangeWorthRecording('Pendiente', { state: 'Listo', note: '', notify: false })).toBe(true))
  it('the same state silently is not', () =>
    expect(isStateChangeWorthRecording('Listo', { state: 'Listo', note: '', notify: false })).toBe(false))
  it('the same state with a note is', () =>
    expect(isStateChangeWorthRecording('Listo', { state: 'Listo', note: 'Demora', notify: false })).toBe(true))
  it('the same state with a notification is', () =>
    expect(isStateChangeWorthRecording('Listo', { state: 'Listo', note: '', notify: true })).toBe(true))
})
