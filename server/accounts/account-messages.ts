/** The customer account's own answers (sign-in and registration answers are in domain/forms/auth.ts). */
import { SESSION_EXPIRED_MESSAGE } from '#domain/messages.ts'

export const ACCOUNT_MESSAGES = {
  googleDisabled: 'El ingreso con Google no está habilitado.',
  wrongCurrentPassword: 'La contraseña actual es incorrecta.',
  profileUpdated: 'Datos actualizados correctamente',
  accountGone: SESSION_EXPIRED_MESSAGE,
} as const
