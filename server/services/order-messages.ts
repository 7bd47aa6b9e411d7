/** The order calls' messages, as the pages show them (spec sections 5 and 8). */
export const ORDER_MESSAGES = {
  missingFields: 'Faltan campos a completar',
  sessionExpired: 'Tu sesión expiró, vuelve a iniciar sesión',
  rateLimited: 'Excedió el límite de pedidos por hora. Intente más tarde.',
  badPayment: 'La forma de pago elegida no es válida.',
  emptyCart: 'El carrito está vacío.',
  tooManyLines: 'Un pedido admite hasta 100 productos distintos.',
  invoiceNotReady: 'La factura no se encuentra disponible aun, intentelo más tarde!',
  orderNotFound: 'Pedido no encontrado.',
  badIdempotencyKey: 'La clave Idempotency-Key es inválida (hasta 100 caracteres visibles).',
} as const
