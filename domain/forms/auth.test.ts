import { describe, expect, it } from 'vitest'
import { changePasswordSchema, loginSchema, registerSchema } from './auth.ts'
import { fieldErrors } from './field-errors.ts'

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0])
}

describe('loginSchema', () => {
  it('accepts an address with @ and a 6-character password, lowercasing the address', () => {
    expect(loginSchema.parse({ email: ' Ana@Mail.com ', password: '123456' })).toEqual({
      email: 'ana@mail.com',
      password: '123456',
    })
  })

  it('keeps spaces in passwords', () => {
    expect(loginSchema.parse({ email: 'a@b', password: ' 12345 ' }).password).toBe(' 12345 ')
  })

  it.each([
    [{ email: 'ana.mail.com', password: '123456' }, { email: 'Correo inválido' }],
    [{ email: '', password: '123456' }, { email: 'Correo inválido' }],
    [{ password: '123456' }, { email: 'Correo inválido' }],
    [{ email: 'a@b', password: '12345' }, { password: 'Mínimo 6 caracteres' }],
    [{ email: 'a@b' }, { password: 'Mínimo 6 caracteres' }],
    [{ email: 'a@b', password: 'x'.repeat(129) }, { password: 'Máximo 128 caracteres' }],
  ])('%j -> %j', (input, errors) => {
    expect(errorsOf(loginSchema, input)).toEqual(errors)
  })
})

describe('registerSchema', () => {
  const valid = {
    name: 'Ana Pérez',
    username: 'anap',
    dni: '30123456',
    address: 'Av. Rivadavia 5000',
    location: 'Caballito',
    postal_code: '1424',
    phone: '1155551234',
    email: 'ana@mail.com',
    password: 'secreto1',
    confirmPassword: 'secreto1',
  }

  it('accepts a complete form; a form without a VAT condition is Consumidor final', () => {
    expect(registerSchema.parse(valid)).toEqual({ ...valid, vat_condition: 'consumidor_final' })
  })

  it('takes a CUIT/CUIL in the DNI field (issue 15), typed with dashes, stored as digits', () => {
    const parsed = registerSchema.parse({ ...valid, dni: '20-12345678-6', vat_condition: 'Responsable inscripto' })
    expect([parsed.dni, parsed.vat_condition]).toEqual(['20123456786', 'responsable_inscripto'])
    expect(registerSchema.parse({ ...valid, dni: '30.123.456' }).dni).toBe('30123456')
  })

  it('reads a phone as people type it to its digits (domain/phone.ts)', () => {
    for (const phone of ['11-5555 4444', '+54 9 11 5555-4444', '(011) 5555-4444'])
      expect(registerSchema.parse({ ...valid, phone }).phone).toBe('1155554444')
  })

  it('lets dni, postal code and phone be empty', () => {
    const parsed = registerSchema.parse({ ...valid, dni: '', postal_code: undefined, phone: ' ' })
    expect([parsed.dni, parsed.postal_code, parsed.phone]).toEqual(['', '', ''])
  })

  it.each([
    [{ name: '' }, { name: 'Campo obligatorio' }],
    [{ username: '  ' }, { username: 'Campo obligatorio' }],
    [{ address: undefined }, { address: 'Campo obligatorio' }],
    [{ location: '' }, { location: 'Campo obligatorio' }],
    [{ dni: '30 123 45x' }, { dni: 'Solo números' }],
    [{ dni: '1234' }, { dni: 'Ingresá un DNI (6 a 8 dígitos) o una CUIT/CUIL (11 dígitos)' }],
    [{ dni: '20-12345678-7' }, { dni: 'El dígito verificador no corresponde a esta CUIT/CUIL: revisá el número' }],
    [
      { dni: '30123456', vat_condition: 'responsable_inscripto' },
      { dni: 'Para facturar como Responsable inscripto ingresá la CUIT' },
    ],
    [
      { vat_condition: 'mayorista' },
      { vat_condition: 'Elegí una condición frente al IVA: Consumidor final, Responsable inscripto, Monotributo o Exento' },
    ],
    [{ postal_code: 'C1424' }, { postal_code: 'Solo números' }],
    [{ phone: '11 5555 int. 2' }, { phone: 'Solo números' }],
    [{ email: 'ana' }, { email: 'Correo inválido' }],
    [{ password: '12345', confirmPassword: '12345' }, { password: 'Mínimo 6 caracteres' }],
    [{ confirmPassword: 'secreto2' }, { confirmPassword: 'Las contraseñas no coinciden' }],
  ])('%j -> %j', (change, errors) => {
    expect(errorsOf(registerSchema, { ...valid, ...change })).toEqual(errors)
  })

  it('shows a mismatch together with other errors', () => {
    expect(errorsOf(registerSchema, { ...valid, name: '', confirmPassword: 'otra' })).toEqual({
      name: 'Campo obligatorio',
      confirmPassword: 'Las contraseñas no coinciden',
    })
  })
})

describe('changePasswordSchema', () => {
  const valid = { actualPassword: 'viejo1', newPassword: '12345678', confirmNewPassword: '12345678' }

  it('accepts', () => {
    expect(changePasswordSchema.parse(valid)).toEqual(valid)
  })

  it.each([
    [{ actualPassword: '' }, { actualPassword: 'Campo obligatorio' }],
    [{ newPassword: '1234567', confirmNewPassword: '1234567' }, { newPassword: 'Mínimo 8 caracteres' }],
    [{ confirmNewPassword: '87654321' }, { confirmNewPassword: 'Las contraseñas no coinciden' }],
  ])('%j -> %j', (change, errors) => {
    expect(errorsOf(changePasswordSchema, { ...valid, ...change })).toEqual(errors)
  })
})
