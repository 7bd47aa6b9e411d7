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
  'product.created': 'Producto creado',
  'product.updated': 'Producto modificado',
  'product.hidden': 'Producto ocultado',
  'product.shown': 'Producto visible otra vez',
  'product.quick-edit': 'Precio o stock (edición rápida)',
  'product.image-added': 'Imagen de producto subida',
  'catalogue.import': 'Importación del catálogo aplicada',
  'catalogue.import-undone': 'Importación del catálogo deshecha',
  'catalogue.exported': 'Catálogo descargado',
}

/** What an entry is about, by the table it changed. */
export const AUDIT_ENTITIES: Readonly<Record<string, string>> = {
  staff: 'Cuenta',
  reseller_enquiry: 'Consulta',
  withdrawal_request: 'Arrepentimiento',
  email_outbox: 'Correo',
  newsletter_subscribers: 'Suscriptores',
  order: 'Pedido',
  product: 'Producto',
  catalogue_import: 'Importación',
  products: 'Catálogo',
}
