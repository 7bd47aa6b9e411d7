import { describe, expect, it } from 'vitest'
import { firstAdminSchema } from './first-admin-form.ts'
import {
  SETUP_CODE_ALPHABET,
  SETUP_CODE_MESSAGES,
  formatSetupCode,
  normaliseSetupCode,
  setupCodeFromBytes,
} from './setup-code.ts'

describe('setup codes', () => {
  it('are three groups of four characters without I, L, O or U', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = setupCodeFromBytes(crypto.getRandomValues(new Uint8Array(12)))
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
      expect(code).not.toMatch(/[ILOU]/)
    }
  })

  it('use each byte once and every character of the alphabet', () => {
    expect(SETUP_CODE_ALPHABET).toHaveLength(32)
    expect(setupCodeFromBytes(Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 31]))).toBe('0123-4567-89AZ')
    // The high bits do not matter: 32 divides 256, so no character is likelier than another.
    expect(setupCodeFromBytes(Uint8Array.from([32, 33, 255, 224, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('01Z0-0000-0000')
    expect(() => setupCodeFromBytes(new Uint8Array(11))).toThrow(RangeError)
  })

  it('are read back however they are typed', () => {
    expect(normaliseSetupCode('7KQ2-M9XD-4HPA')).toBe('7KQ2M9XD4HPA')
    expect(normaliseSetupCode(' 7kq2 m9xd 4hpa ')).toBe('7KQ2M9XD4HPA')
    expect(normaliseSetupCode('O0I1-L1ab-cdef')).toBe('0011-11AB-CDEF'.replace(/-/g, ''))
    expect(formatSetupCode('7KQ2M9XD4HPA')).toBe('7KQ2-M9XD-4HPA')
  })

  it('refuse what cannot be a code', () => {
    for (const typed of ['', '7KQ2-M9XD', '7KQ2-M9XD-4HPA-1', '7KQ2-M9XD-4HPU', '7KQ2-M9XD-4HP!', '７KQ2-M9XD-4HPA'])
      expect(normaliseSetupCode(typed), typed).toBeUndefined()
  })
})

describe('the first administrator form', () => {
  const valid = {
    code: '7kq2-m9xd-4hpa',
    email: 'Duenia@Tienda.test',
    password: 'una-clave-larga',
    confirmPassword: 'una-clave-larga',
  }

  it('normalises the code and the e-mail', () => {
    expect(firstAdminSchema.parse(valid)).toEqual({ ...valid, code: '7KQ2M9XD4HPA', email: 'duenia@tienda.test' })
  })

  it('says each problem beside its field, in Spanish', () => {
    const result = firstAdminSchema.safeParse({ code: 'x', email: 'no', password: 'corta', confirmPassword: 'otra' })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]))
    expect(byField.code).toBe(SETUP_CODE_MESSAGES.shape)
    expect(byField.email).toMatch(/correo/i)
    expect(byField.password).toMatch(/Mínimo 10 caracteres/)
    expect(byField.confirmPassword).toMatch(/contraseñas/i)
    expect(firstAdminSchema.safeParse({ ...valid, code: 'x'.repeat(41) }).success).toBe(false)
  })
})
