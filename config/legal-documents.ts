/**
 * The terms and the privacy policy of the seller in config/store.ts. A file of their own so
 * that only their own pages carry them: those pages read them in their loaders, and the browser
 * bundle every page loads does not.
 */
import type { LegalDocument } from './store.ts'

const termsDocument: LegalDocument = {
  title: 'Términos y condiciones',
  description: 'Condiciones de uso del sitio y de compra: precios, pedidos, pagos, envíos, arrepentimiento, garantía y reclamos.',
  lead: 'Estas condiciones rigen el uso de este sitio y las compras que hagas en él. Leelas antes de generar tu pedido.',
  updatedAt: '2025-01-15',
  sections: [
    {
      title: 'Quiénes somos',
      paragraphs: [
        '{brandName} es una marca de {legalName}, CUIT {cuit}, con domicilio en {address}. Correo electrónico: {email}. Teléfono: {phone}.',
      ],
    },
    {
      title: 'Aceptación',
      paragraphs: [
        'Al usar el sitio o generar un pedido aceptás estas condiciones. Se aplican la Ley N° 24.240 de Defensa del Consumidor, el Código Civil y Comercial de la Nación y las demás normas vigentes; nada de lo que dicen estas condiciones limita los derechos que esas normas te reconocen.',
      ],
    },
    {
      title: 'Productos, precios y stock',
      paragraphs: [
        'Los precios están expresados en pesos argentinos e incluyen IVA. Junto a cada precio informamos el precio sin impuestos nacionales (Ley N° 27.743). Las imágenes son ilustrativas.',
        'Los precios y la disponibilidad pueden cambiar sin previo aviso, pero respetamos el precio publicado al momento de generar tu pedido. La disponibilidad de cada producto se confirma al procesar el pedido.',
      ],
    },
    {
      title: 'Cómo comprar',
      paragraphs: [
        'Para generar un pedido tenés que iniciar sesión o crear una cuenta. Al generarlo recibís un número de pedido; un operador se comunica con vos por WhatsApp dentro del horario de atención ({hours}) para confirmar la disponibilidad y coordinar el pago y la entrega.',
        'El costo de envío se cotiza después de generar el pedido y no está incluido en el total.',
      ],
    },
    {
      title: 'Formas de pago y cuotas',
      paragraphs: [
        'Podés pagar en un pago con tarjeta de débito o crédito; en efectivo, por transferencia o depósito; o en 3, 6, 9 o 12 cuotas fijas con tarjeta de crédito. En cada oferta de cuotas informamos la cantidad de cuotas, el importe de cada una, el precio total financiado y el Costo Financiero Total Efectivo Anual (CFTEA).',
      ],
    },
    {
      title: 'Envíos y retiro',
      paragraphs: [
        'Hacemos envíos a todo el país; consultá las [zonas de envío](/shipments). También podés retirar tu compra en nuestras [sucursales](/others/sucursales) (horario de retiro: {pickupHours}).',
      ],
    },
    {
      title: 'Derecho de arrepentimiento',
      paragraphs: [
        'Podés revocar tu compra dentro de los {withdrawalDays} días corridos contados desde la entrega del producto o la celebración del contrato, lo último que ocurra, sin costo ni responsabilidad alguna. Para hacerlo usá el [Botón de arrepentimiento](/others/arrepentimiento): no necesitás iniciar sesión y recibís un código de tu solicitud por e-mail (Ley N° 24.240, artículo 34; Resolución SCI N° 424/2020).',
      ],
    },
    {
      title: 'Garantía',
      paragraphs: [
        'Los productos nuevos tienen la garantía legal de seis meses (artículo 11 de la Ley N° 24.240) y, además, la garantía oficial de cada fabricante. Más información en [Garantía](/others/garantia).',
      ],
    },
    {
      title: 'Datos personales',
      paragraphs: [
        'Tratamos tus datos personales según nuestra [Política de privacidad](/others/privacidad) y la Ley N° 25.326 de Protección de los Datos Personales.',
      ],
    },
    {
      title: 'Reclamos',
      paragraphs: [
        'Ante cualquier consulta o reclamo escribinos a {email} o llamanos al {phone}. También podés acudir a los organismos de defensa del consumidor que figuran al pie de esta página.',
      ],
    },
    {
      title: 'Ley aplicable y jurisdicción',
      paragraphs: [
        'Estas condiciones se rigen por las leyes de la República Argentina. En caso de conflicto es competente el tribunal correspondiente a tu domicilio real (artículo 36 de la Ley N° 24.240).',
      ],
    },
  ],
}

const privacyDocument: LegalDocument = {
  title: 'Política de privacidad',
  description:
    'Cómo tratamos tus datos personales conforme a la Ley N° 25.326: qué datos pedimos, para qué, y cómo ejercer tus derechos.',
  lead: 'Cuidamos los datos personales que nos confiás. Acá te contamos qué datos pedimos, para qué los usamos y cómo ejercer tus derechos (Ley N° 25.326).',
  updatedAt: '2025-01-15',
  sections: [
    {
      title: 'Responsable de los datos',
      paragraphs: [
        '{legalName} (CUIT {cuit}), con domicilio en {address}, es responsable de las bases de datos en las que se guardan los datos que nos brindás en este sitio. Podés escribirnos a {email}.',
      ],
    },
    {
      title: 'Qué datos pedimos',
      paragraphs: [
        'Solo los que cargás en los formularios: nombre y apellido, DNI, correo electrónico, teléfono, domicilio, localidad y código postal al crear tu cuenta o generar un pedido; tu correo al suscribirte al newsletter; tus datos de contacto y comentarios en las consultas de revendedores, las postulaciones laborales y las solicitudes de arrepentimiento.',
        'Para prevenir abusos registramos también la dirección IP desde la que se envía una solicitud de arrepentimiento o un intento de inicio de sesión.',
      ],
    },
    {
      title: 'Para qué los usamos',
      paragraphs: [
        'Para gestionar tu cuenta y tus pedidos; coordinar pagos, entregas, cambios, devoluciones y garantías; responder tus consultas y solicitudes; enviarte el newsletter si te suscribiste; y cumplir nuestras obligaciones legales, por ejemplo fiscales y de defensa del consumidor.',
        'No vendemos tus datos. Solo los compartimos con quienes nos prestan servicios necesarios para esas finalidades (por ejemplo, logística o envío de correos electrónicos), con la obligación de protegerlos, o cuando una ley o una autoridad competente lo exija.',
      ],
    },
    {
      title: 'Datos obligatorios',
      paragraphs: [
        'Los datos marcados como obligatorios son necesarios para prestarte el servicio que pedís: si no los brindás, no podremos hacerlo. Te pedimos que sean exactos y que los mantengas actualizados desde [Mi cuenta](/myaccount).',
      ],
    },
    {
      title: 'Cuánto tiempo los guardamos',
      paragraphs: [
        'Mientras sean necesarios para las finalidades indicadas y durante los plazos que exigen las normas fiscales y de defensa del consumidor.',
      ],
    },
    {
      title: 'Tus derechos',
      paragraphs: [
        'Podés acceder a tus datos, rectificarlos, actualizarlos o pedir su supresión escribiendo a {email}. Respondemos los pedidos de acceso dentro de los 10 días corridos y los de rectificación, actualización o supresión dentro de los 5 días hábiles (artículos 14 y 16 de la Ley N° 25.326). Para darte de baja del newsletter, escribinos a la misma dirección.',
        '{accessRights}',
        '{authority} Sitio de la Agencia: [argentina.gob.ar/aaip]({authorityUrl}).',
      ],
    },
    {
      title: 'Cookies y almacenamiento del navegador',
      paragraphs: [
        'Usamos una cookie propia (cartProducts) para recordar tu carrito durante 2 días, y el almacenamiento local del navegador para mantener tu sesión iniciada. Son necesarias para que el sitio funcione; podés borrarlas desde la configuración de tu navegador.',
      ],
    },
    {
      title: 'Seguridad',
      paragraphs: [
        'Aplicamos medidas técnicas y organizativas para proteger tus datos: las contraseñas se guardan cifradas y solo accede a los datos el personal que los necesita para atenderte.',
      ],
    },
  ],
}

export const legalDocuments: { readonly terms: LegalDocument; readonly privacy: LegalDocument } = {
  terms: termsDocument,
  privacy: privacyDocument,
}
