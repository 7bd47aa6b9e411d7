/** What the back office says to staff: one home for its sentences (pages and /api/admin). */
export const ADMIN_MESSAGES = {
  wrongCredentials: 'Correo o contraseña incorrectos.',
  wrongCurrentPassword: 'La contraseña actual es incorrecta.',
  signInRequired: 'Inicie sesión en el panel para continuar.',
  forbidden: 'Su rol no tiene acceso a esta sección.',
  csrf: 'La sesión del formulario venció. Recargue la página e intente nuevamente.',
  staffExists: 'Ya existe una cuenta del personal con ese correo.',
  staffNotFound: 'No existe esa cuenta del personal.',
  roleRequired: 'Indique el rol de la cuenta nueva: --role admin, --role ventas o --role catalogo.',
  cannotDisableSelf: 'No puede deshabilitar su propia cuenta.',
  notFound: 'No se encontró lo que busca.',
  emailNotFailed: 'Ese correo no está entre los fallidos.',
  saved: 'Cambios guardados.',
  uploadsBusy: 'Hay otras subidas en curso. Espere unos segundos y vuelva a intentarlo.',
  passwordChanged: 'Contraseña actualizada. Las demás sesiones de su cuenta se cerraron.',
} as const
