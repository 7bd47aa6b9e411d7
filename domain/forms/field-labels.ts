/**
 * The Spanish names of the account forms' fields, as the forms label them: an API answer that
 * refuses a value names its field the same way ('Nueva contraseña: Mínimo 8 caracteres').
 */
export const FIELD_LABELS = {
  name: 'Nombre',
  username: 'Usuario',
  dni: 'DNI o CUIT/CUIL',
  vat_condition: 'Condición frente al IVA',
  address: 'Dirección',
  location: 'Localidad',
  postal_code: 'Código postal',
  phone: 'Teléfono',
  email: 'Correo',
  password: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  actualPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  confirmNewPassword: 'Confirmar nueva contraseña',
  fullname: 'Nombre completo',
  credential: 'Credencial',
  token: 'Enlace',
} as const satisfies Readonly<Record<string, string>>
