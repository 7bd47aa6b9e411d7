/**
 * What the store's e-mails to shoppers say: subjects and paragraphs, in the seller's voice. A
 * seller edits them here, beside `store.ts` (who the seller is). `{brandName}`, `{phone}`,
 * `{hours}` and `{whatsapp}` take the store's values; the order number, state and links are
 * added by the templates (server/mail/email-layout.ts, server/orders/emails/). The sender of every message is
 * `"<store.brandName>" <store.emails.sales>` (docs/email.md).
 */
export interface ShopperEmailTexts {
  /** the line under the brand at the top of every message */
  readonly tagline: string
  readonly passwordReset: {
    readonly subject: string
    readonly title: string
    readonly intro: string
    readonly button: string
    /** said under the button: how long the link lasts and that it works once */
    readonly expiry: string
    /** for whoever did not ask */
    readonly notYou: string
  }
  readonly receipt: {
    /** the order number is appended: 'Recibimos tu pedido N° 00000042' */
    readonly subject: string
    /** what comes next is config/order-next-steps.ts, shared with the page's confirmation */
    readonly intro: string
  }
  readonly orderState: {
    /** the order number is appended */
    readonly subject: string
    readonly intro: string
    readonly button: string
  }
  readonly invoice: {
    /** the order number is appended */
    readonly subject: string
    readonly intro: string
    readonly button: string
  }
  /** the last line of every message: why it was sent (transactional: no unsubscribe) */
  readonly footerReason: string
}

export const shopperEmails: ShopperEmailTexts = {
  tagline: 'Electro y tecnología para tu hogar',
  passwordReset: {
    subject: 'Restablecé tu contraseña de {brandName}',
    title: 'Restablecé tu contraseña',
    intro: 'Recibimos un pedido para crear una contraseña nueva para tu cuenta de {brandName}. Para elegirla, tocá el botón:',
    button: 'Elegir una contraseña nueva',
    expiry: 'El enlace vence en 1 hora y sirve una sola vez. Al usarlo se cierran las sesiones abiertas en otros dispositivos.',
    notYou:
      'Si no lo pediste vos, ignorá este mensaje: tu contraseña no cambia. Si recibís varios sin haberlos pedido, escribinos.',
  },
  receipt: {
    subject: 'Recibimos tu pedido N°',
    intro: '¡Gracias por tu compra! Recibimos tu pedido. Este es el detalle:',
  },
  orderState: {
    subject: 'Novedades de tu pedido N°',
    intro: 'Tu pedido cambió de estado.',
    button: 'Ver mis pedidos',
  },
  invoice: {
    subject: 'Ya está la factura de tu pedido N°',
    intro: 'La factura de tu pedido ya está disponible. Podés verla y descargarla desde Mis pedidos, con tu cuenta.',
    button: 'Ver mis pedidos',
  },
  footerReason:
    'Te enviamos este correo porque tenés una cuenta o un pedido en {brandName}. Es un mensaje sobre tu cuenta o tu compra, no publicidad.',
}
