/** Validation texts shared by the forms; the first four are the storefront's fixed wording. */

export const REQUIRED_MESSAGE = 'Campo obligatorio'
export const ONLY_DIGITS_MESSAGE = 'Solo números'
export const INVALID_EMAIL_MESSAGE = 'Correo inválido'
export const PASSWORDS_DIFFER_MESSAGE = 'Las contraseñas no coinciden'

/** 'Mínimo 6 caracteres' (passwords) is fixed wording; the other lengths follow its pattern. */
export const minMessage = (n: number): string => `Mínimo ${n} caracteres`
export const maxMessage = (n: number): string => `Máximo ${n} caracteres`
