/**
 * What the back-in-stock e-mails say (server/shopper-lists/stock-alert-email.ts), in the seller's
 * voice, beside config/shopper-emails.ts. `{brandName}` and the other store values are filled in
 * as there; the product's name, price and the links are added by the templates.
 */
export const stockAlertEmails = {
  confirm: {
    subject: 'Confirmá tu aviso de stock en {brandName}',
    title: 'Confirmá tu aviso',
    /** the product's name follows */
    intro: 'Pediste que te avisemos por correo cuando vuelva a ingresar este producto:',
    button: 'Confirmar el aviso',
    expiry: 'El enlace vence en 7 días. Una vez confirmado, el aviso dura 90 días y te escribimos una sola vez.',
    notYou: 'Si no lo pediste vos, ignorá este mensaje: sin confirmar no te vamos a escribir.',
  },
  restock: {
    /** the product's name follows */
    subject: 'Volvió a ingresar:',
    title: '¡Volvió a ingresar!',
    intro: 'El producto que esperabas ya tiene stock en {brandName}:',
    button: 'Ver el producto',
    note: 'Las unidades son pocas y se venden por orden de compra. Este es el único aviso que te enviamos por este producto.',
  },
  /** under every alert e-mail; the link is the one-click unsubscribe's page */
  unsubscribe: 'Recibís este correo porque pediste un aviso de stock. Si no querés recibir más avisos de este producto:',
  unsubscribeLink: 'Darme de baja',
  /** the footer's last line, instead of the account e-mails' (config/shopper-emails.ts footerReason) */
  footerReason:
    'Te enviamos este correo porque pediste un aviso de stock en {brandName}. No es publicidad: es el único aviso por este producto.',
} as const
