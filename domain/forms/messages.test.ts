import { describe, expect, it } from 'vitest'
import {
  INVALID_EMAIL_MESSAGE,
  maxMessage,
  minMessage,
  ONLY_DIGITS_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  REQUIRED_MESSAGE,
} from './messages.ts'

describe('form messages', () => {
  it('are the spec texts', () => {
    expect([REQUIRED_MESSAGE, ONLY_DIGITS_MESSAGE, INVALID_EMAIL_MESSAGE, PASSWORDS_DIFFER_MESSAGE]).toEqual([
      'Campo obligatorio',
      'Solo números',
      'Correo inválido',
      'Las contraseñas no coinciden',
    ])
    expect(minMessage(6)).toBe('Mínimo 6 caracteres')
    expect(maxMessage(128)).toBe('Máximo 128 caracteres')
  })
})
