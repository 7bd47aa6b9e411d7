/** The Spanish names of the back office's request fields, as its answers to invalid input say them. */
export const ADMIN_INPUT_LABELS = {
  email: 'Correo',
  password: 'Contraseña',
  confirmPassword: 'Repetir contraseña',
  currentPassword: 'Contraseña actual',
  role: 'Rol',
  state: 'Estado',
  note: 'Nota',
  disabled: 'Estado de la cuenta',
  id: 'Identificador',
  q: 'Búsqueda',
  page: 'Página',
  code: 'Código de configuración',
} as const

/** A route's `config` that names invalid fields with these labels. */
export const adminInputConfig = { inputErrors: { labels: ADMIN_INPUT_LABELS } }
