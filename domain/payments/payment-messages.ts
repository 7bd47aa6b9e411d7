/** What the shopper and the staff read about payments (Spanish, Argentina). */
export const PAYMENT_MESSAGES = {
  notConfigured:
    'El pago en línea no está disponible en este momento. Puede abonar por transferencia o coordinar con un operador.',
  providerDown:
    'No pudimos comunicarnos con Mercado Pago. Su pedido quedó registrado sin pagar: intente pagar nuevamente en unos minutos desde Mis pedidos.',
  orderNotFound: 'No existe ese pedido.',
  alreadyPaid: 'Este pedido ya está pagado.',
  notPayable: 'Este pedido no puede pagarse en línea en su estado actual.',
  badSignature: 'Firma de la notificación inválida.',
  badNotification: 'Notificación inválida.',
  refundAmount: 'El importe a reembolsar debe ser mayor que cero y no superar lo cobrado y aún no reembolsado.',
  refundNotPossible: 'Solo se puede reembolsar un pago aprobado de Mercado Pago.',
  paymentNotFound: 'No existe ese pago.',
  refundFailed: 'Mercado Pago no aceptó el reembolso. Intente nuevamente en unos minutos.',
  receiptType: 'El comprobante debe ser un PDF o una imagen (JPG, PNG o WebP).',
  receiptSize: 'El comprobante puede pesar hasta 10 MB.',
  receiptNotAllowed: 'Solo se adjunta comprobante a un pedido con pago por transferencia o depósito que aún no está pagado.',
  alreadyReceived: 'El pago de este pedido ya figura como recibido.',
} as const

/** The reasons a fetched payment is kept for the staff instead of recorded. */
export const MISMATCH_REASONS = {
  unknownOrder: 'La referencia no es un pedido de esta tienda',
  currency: 'La moneda no es ARS',
  amount: 'El importe no coincide con el del pedido',
} as const
export type MismatchReason = keyof typeof MISMATCH_REASONS
