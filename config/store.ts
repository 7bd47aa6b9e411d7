/**
 * Who the seller is: names, contact channels, branches, hours and the few fixed texts the pages
 * show. A seller adapts the store by editing this file and config/store-identity.ts (what every
 * page shows, kept apart so that every page's script need not carry the long texts below);
 * everything here is demo data (the `.example` domain keeps demo e-mails from ever reaching a
 * real mailbox).
 */
import { identity } from './store-identity.ts'
import type { StoreIdentity } from './store-types.ts'

export type { Branch, LegalDocument, LegalLink, LegalSection, LegalTexts, Phone, StoreIdentity } from './store-types.ts'

export const store: StoreIdentity = {
  ...identity,
  legal: {
    ...identity.legal,
    withdrawal: {
      ...identity.legal.withdrawal,
      title: 'Botón de arrepentimiento',
      description:
        'Arrepentite de tu compra a distancia dentro de los 10 días corridos, sin costo y sin iniciar sesión: completá el formulario y recibí tu código por e-mail.',
      lead: 'Si compraste por internet, por teléfono o por WhatsApp, podés revocar tu compra completando este formulario. No necesitás iniciar sesión ni explicar el motivo.',
      rights: [
        'Tenés {withdrawalDays} días corridos para revocar la aceptación de tu compra, contados desde que recibiste el producto o desde que celebraste el contrato, lo último que ocurra (artículo 34 de la Ley N° 24.240 de Defensa del Consumidor y artículo 1110 del Código Civil y Comercial).',
        'La revocación no tiene costo ni responsabilidad alguna para vos: los gastos de devolución del producto están a nuestro cargo y te reintegramos lo que hayas pagado.',
        'Al enviar el formulario te mandamos por e-mail un código de identificación de tu solicitud (Resolución N° 424/2020 de la Secretaría de Comercio Interior). Guardalo: con ese código hacés el seguimiento. Nos comunicaremos con vos para coordinar la devolución.',
      ],
      formTitle: 'Solicitud de arrepentimiento',
      successTitle: 'Recibimos tu solicitud',
      successMessage:
        'Te enviamos un e-mail con este código. Guardalo para hacer el seguimiento; nos comunicaremos con vos para coordinar la devolución.',
      duplicateMessage:
        'Ya habíamos recibido esta solicitud para ese pedido: tu código es el mismo y no hace falta enviarla de nuevo.',
      email: {
        ackSubject: 'Recibimos tu solicitud de arrepentimiento',
        ackIntro:
          'Recibimos tu solicitud de revocación de la compra (botón de arrepentimiento). Este es su código de identificación:',
        ackNextSteps:
          'Nuestro equipo revisará tu solicitud y se comunicará con vos para coordinar la devolución del producto y el reintegro de lo abonado. Ejercer este derecho no tiene costo para vos.',
        staffSubject: 'Solicitud de arrepentimiento',
        staffNote:
          'Verificar que el pedido exista y corresponda a este e-mail antes de responder: la página no lo comprueba, para no revelar datos de pedidos a terceros. Contactar al cliente para coordinar la devolución y el reintegro.',
      },
    },
  },
}
