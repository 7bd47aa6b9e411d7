import { describe, expect, it } from 'vitest'
import { fieldErrors } from './field-errors.ts'
import { resellerSchema } from './reseller.ts'

const valid = {
  fullname: 'Juan Pérez',
  email: 'juan@empresa.com',
  phone: '1155551234',
  comentary: 'Tengo un local en Flores',
  view: 3,
}

const errorsOf = (input: unknown) => {
  const result = resellerSchema.safeParse(input)
  return result.success ? {} : fieldErrors(result.error)
}

describe('resellerSchema', () => {
  it('accepts a full enquiry, phone as an integer and view forced to 0', () => {
    expect(resellerSchema.parse(valid)).toEqual({
      fullname: 'Juan Pérez',
      email: 'juan@empresa.com',
      phone: 1155551234,
      comentary: 'Tengo un local en Flores',
      view: 0,
    })
  })

  it('accepts the minimum: name and phone', () => {
    expect(resellerSchema.parse({ fullname: 'Jo', phone: 100000000 })).toEqual({
      fullname: 'Jo',
      email: '',
      phone: 100000000,
      comentary: '',
      view: 0,
    })
    expect(resellerSchema.parse({ fullname: 'Jo', phone: 100000000, email: '  ', comentary: null }).email).toBe('')
  })

  it.each([
    [123456789.9, 123456789],
    ['+54 9 11 5555-1234', 5491155551234],
    ['(011) 4555 1234', 1145551234],
    [' 100000000 ', 100000000],
  ])('phone %j -> %s', (phone, expected) => {
    expect(resellerSchema.parse({ ...valid, phone }).phone).toBe(expected)
  })

  it.each([
    [{ ...valid, fullname: '' }, { fullname: 'Campo obligatorio' }],
    [{ ...valid, fullname: '   ' }, { fullname: 'Campo obligatorio' }],
    [{ ...valid, fullname: undefined }, { fullname: 'Campo obligatorio' }],
    [{ ...valid, fullname: ' J ' }, { fullname: 'Mínimo 2 caracteres' }],
    [{ ...valid, email: 'a@b.c' }, { email: 'Mínimo 6 caracteres' }],
    [{ ...valid, email: 'juanempresa.com' }, { email: 'Correo inválido' }],
    [{ ...valid, phone: '' }, { phone: 'Campo obligatorio' }],
    [{ ...valid, phone: undefined }, { phone: 'Campo obligatorio' }],
    [{ ...valid, phone: 'once cincuenta' }, { phone: 'Solo números' }],
    [{ ...valid, phone: '1e10' }, { phone: 'Solo números' }],
    [{ ...valid, phone: -123456789 }, { phone: 'Solo números' }],
    [{ ...valid, phone: Number.NaN }, { phone: 'Campo obligatorio' }],
    [{ ...valid, phone: 99999999 }, { phone: 'El teléfono debe tener al menos 9 dígitos' }],
    [{ ...valid, phone: '99999999' }, { phone: 'El teléfono debe tener al menos 9 dígitos' }],
    [{ ...valid, phone: '1234567890123456' }, { phone: 'El teléfono no puede tener más de 15 dígitos' }],
  ])('%j -> %j', (input, errors) => {
    expect(errorsOf(input)).toEqual(errors)
  })

  it('limits the comment to 2000 characters', () => {
    expect(errorsOf({ ...valid, comentary: 'x'.repeat(2000) })).toEqual({})
    expect(errorsOf({ ...valid, comentary: 'x'.repeat(2001) })).toEqual({ comentary: 'Máximo 2000 caracteres' })
  })
})
