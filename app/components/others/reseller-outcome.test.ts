import { describe, expect, it } from 'vitest'
import { RESELLER_MESSAGES } from '#domain/forms/reseller.ts'
import { resellerOutcome } from './reseller-outcome.ts'

describe('resellerOutcome', () => {
  it.each([
    [201, 'success', RESELLER_MESSAGES.success],
    [200, 'success', RESELLER_MESSAGES.success],
    [409, 'info', RESELLER_MESSAGES.conflict],
    [422, 'warning', RESELLER_MESSAGES.invalid],
    [400, 'warning', RESELLER_MESSAGES.invalid],
    [500, 'error', RESELLER_MESSAGES.serverError],
    [503, 'error', RESELLER_MESSAGES.serverError],
    ['network-error', 'error', RESELLER_MESSAGES.serverError],
  ] as const)('%s -> %s', (status, icon, message) => {
    expect(resellerOutcome(status)).toEqual({ icon, title: message.title, text: message.message })
  })

  it('uses the spec titles', () => {
    expect(resellerOutcome(500).title).toBe('Error')
    expect(resellerOutcome(409).title).toBe('Atención')
    expect(resellerOutcome(422).title).toBe('Atención')
  })
})
