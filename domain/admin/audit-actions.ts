/** The audit log's actions (server/services/*) as the Registro de cambios page names them. */
export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  'staff.added': 'Cuenta del personal creada',
  'staff.password-reset': 'Contraseña restablecida',
  'staff.password-changed': 'Cambió su contraseña',
  'staff.disabled': 'Cuenta deshabilitada',
  'staff.enabled': 'Cuenta habilitada',
  'enquiry.seen': 'Consulta leída',
  'withdrawal.state': 'Estado de arrepentimiento',
  'email.resent': 'Correo reenviado',
  'subscribers.exported': 'Suscriptores descargados',
  'order.invoice': 'Factura adjuntada',
  'order.staff-email': 'Correo del pedido reenviado al personal',
  'order.state': 'Estado del pedido',
  'home.image': 'Imagen de portada subida',
  'home.added': 'Portada: elemento agregado',
  'home.changed': 'Portada: elemento modificado',
  'home.deleted': 'Portada: elemento eliminado',
  'home.order': 'Portada: orden cambiado',
  'home.groups': 'Portada: grupos de productos',
}

/** What an entry is about, by the table it changed. */
export const AUDIT_ENTITIES: Readonly<Record<string, string>> = {
  staff: 'Cuenta',
  reseller_enquiry: 'Consulta',
  withdrawal_request: 'Arrepentimiento',
  email_outbox: 'Correo',
  newsletter_subscribers: 'Suscriptores',
  order: 'Pedido',
  home_banner: 'Banner',
  home_category: 'Categoría del carrusel',
  home_brand: 'Marca del carrusel',
  home_groups: 'Grupos de productos',
  home_image: 'Imagen',
}
