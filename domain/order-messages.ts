/** The order calls' messages, as the API answers them and the cart page shows them. */
import { formatOrderNumber } from './format.ts'
import { MAX_CART_LINES, MAX_IDEMPOTENCY_KEY_LENGTH } from './limits.ts'
import { OTHER_ACCOUNT_MESSAGE, SESSION_EXPIRED_MESSAGE } from './messages.ts'

export const ORDER_MESSAGES = {
  missingFields: 'Faltan campos a completar',
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  rateLimited: 'Excedió el límite de pedidos por hora. Intente más tarde.',
  badPayment: 'La forma de pago elegida no es válida.',
  emptyCart: 'El carrito está vacío.',
  tooManyLines: `Un pedido admite hasta ${MAX_CART_LINES} productos distintos.`,
  invoiceNotReady: 'La factura no se encuentra disponible aun, intentelo más tarde!',
  orderNotFound: 'Pedido no encontrado.',
  /** for staff, who name an order by its number (back office and command line) */
  noSuchOrder: (movement: number) => `No existe el pedido N° ${formatOrderNumber(movement)}.`,
  invoiceLinkInvalid: 'El enlace de la factura no es válido o expiró. Vuelva a abrirlo desde Mis pedidos.',
  invoiceFileMissing: 'Factura no encontrada.',
  otherAccount: OTHER_ACCOUNT_MESSAGE,
  badIdempotencyKey: `La clave Idempotency-Key es inválida (hasta ${MAX_IDEMPOTENCY_KEY_LENGTH} caracteres visibles).`,
} as const
