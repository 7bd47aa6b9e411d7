/** Small appliances, accessories and the hidden services category. */
import { store } from '#config/store.ts'
import { CATEGORY, modelCode, pickTiered, type ProductKind } from './kind-types.ts'
import { pick } from './random.ts'

const microwave: ProductKind = {
  drawing: 'microwave',
  category: CATEGORY.small,
  subCategory: 'MICROONDAS',
  skuCode: 'MO',
  whiteLine: 0,
  tax: 21,
  weight: 3,
  brands: ['BGH', 'Samsung', 'LG', 'Philco', 'Atma', 'Whirlpool', 'Midea'],
  prices: [120_000, 480_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { value: liters, tier } = pickTiered(rng, [20, 23, 25, 28, 30, 32])
    const grill = rng() < 0.4
    const model = modelCode(rng, brand, liters)
    return {
      name: `Microondas ${brand} ${liters}L Digital${grill ? ' con Grill' : ''} ${model}`,
      model,
      tier: tier * 0.8 + (grill ? 0.2 : 0),
      specs: [
        ['Capacidad', `${liters} litros`],
        ['Potencia', `${pick(rng, [700, 800, 900, 1000])} W`],
        ['Grill', grill ? 'Sí' : 'No'],
        ['Niveles de potencia', '10'],
        ['Panel', 'Digital con reloj'],
      ],
    }
  },
  copy: {
    intro: 'El {name} calienta, descongela y cocina en minutos.',
    features: [
      'Menús automáticos precargados.',
      'Descongelado por peso.',
      'Traba de seguridad para niños.',
      'Plato giratorio de vidrio desmontable.',
    ],
    faq: [['¿Se puede empotrar?', 'No, es un modelo de apoyo; necesita espacio libre para ventilar.']],
  },
}

const kettle: ProductKind = {
  drawing: 'kettle',
  category: CATEGORY.small,
  subCategory: 'PAVAS ELECTRICAS',
  skuCode: 'PE',
  whiteLine: 0,
  tax: 21,
  weight: 2,
  brands: ['Atma', 'Liliana', 'Peabody', 'Philips', 'Smartlife', 'Philco'],
  prices: [18_000, 95_000],
  warrantyMonths: 6,
  build(rng, brand) {
    const { value: type, tier } = pickTiered(rng, [
      'Pava Eléctrica',
      'Pava Eléctrica Acero Inoxidable',
      'Pava Eléctrica Digital para Mate',
    ])
    const liters = pick(rng, ['1.5', '1.7', '1.8', '2'])
    const model = modelCode(rng, brand)
    return {
      name: `${type} ${brand} ${liters}L ${model}`,
      model,
      tier,
      specs: [
        ['Capacidad', `${liters} litros`],
        ['Potencia', `${pick(rng, [1500, 1850, 2000, 2200])} W`],
        ['Corte automático', 'Sí'],
        ['Base', 'Giratoria 360°'],
      ],
    }
  },
  copy: {
    intro: 'La {name} calienta el agua justo para el mate o el té.',
    features: ['Corte automático al hervir.', 'Base giratoria 360°.', 'Visor de nivel de agua.', 'Filtro antisarro removible.'],
    faq: [['¿Tiene temperatura para mate?', 'Los modelos digitales incluyen una posición especial para mate.']],
  },
}

const airFryer: ProductKind = {
  drawing: 'airfryer',
  category: CATEGORY.small,
  subCategory: 'COCCION',
  skuCode: 'FA',
  whiteLine: 0,
  tax: 21,
  weight: 2,
  brands: ['Philco', 'Atma', 'Liliana', 'Peabody', 'Smartlife', 'Gadnic'],
  prices: [60_000, 320_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { value: liters, tier } = pickTiered(rng, [3.5, 4, 5, 6, 8])
    const model = modelCode(rng, brand)
    return {
      name: `Freidora de Aire ${brand} ${liters}L Digital ${model}`,
      model,
      tier,
      specs: [
        ['Capacidad', `${liters} litros`],
        ['Temperatura', '80 °C a 200 °C'],
        ['Temporizador', '60 minutos'],
        ['Canasto', 'Antiadherente apto lavavajillas'],
      ],
    }
  },
  copy: {
    intro: 'Con la {name} cocinás crocante y sin aceite.',
    features: [
      'Panel táctil con programas preestablecidos.',
      'Canasto antiadherente desmontable.',
      'Apagado automático.',
      'Hasta 80 % menos de grasa.',
    ],
    faq: [['¿Se puede hornear en la freidora?', 'Sí, admite moldes aptos para horno que entren en el canasto.']],
  },
}

export const electricOven: ProductKind = {
  drawing: 'oven',
  category: CATEGORY.small,
  subCategory: 'COCCION',
  skuCode: 'HO',
  whiteLine: 0,
  tax: 21,
  weight: 2,
  brands: ['Atma', 'Philco', 'Liliana', 'Peabody', 'Ultracomb', 'BGH'],
  prices: [90_000, 420_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { value: liters, tier } = pickTiered(rng, [28, 36, 45, 60, 70])
    const model = modelCode(rng, brand, liters)
    return {
      name: `Horno Eléctrico ${brand} ${liters}L ${model}`,
      model,
      tier,
      specs: [
        ['Capacidad', `${liters} litros`],
        ['Potencia', `${pick(rng, [1500, 1800, 2000])} W`],
        ['Funciones', 'Horno, grill y convección'],
        ['Temporizador', '120 minutos'],
      ],
    }
  },
  copy: {
    intro: 'El {name} es el complemento ideal de tu cocina: dora, gratina y hornea con calor parejo.',
    features: [
      'Doble vidrio en la puerta.',
      'Luz interior.',
      'Bandeja enlozada y parrilla incluidas.',
      'Convección forzada para una cocción pareja.',
    ],
    faq: [['¿Necesita instalación?', 'No, se enchufa a un tomacorriente de 10 A.']],
  },
}

const hairDryer: ProductKind = {
  drawing: 'hairdryer',
  category: CATEGORY.more,
  subCategory: 'CUIDADO PERSONAL',
  skuCode: 'CP',
  whiteLine: 0,
  tax: 21,
  weight: 1,
  brands: ['Philips', 'Gama', 'Remington', 'Atma', 'Philco'],
  prices: [20_000, 190_000],
  warrantyMonths: 6,
  build(rng, brand) {
    const { value: watts, tier } = pickTiered(rng, [1600, 1800, 2000, 2200, 2400])
    const model = modelCode(rng, brand)
    return {
      name: `Secador de Pelo ${brand} ${watts}W Iónico ${model}`,
      model,
      tier,
      specs: [
        ['Potencia', `${watts} W`],
        ['Velocidades', '2'],
        ['Temperaturas', '3'],
        ['Accesorios', 'Concentrador y difusor'],
      ],
    }
  },
  copy: {
    intro: 'El {name} seca rápido y reduce el frizz gracias a su tecnología iónica.',
    features: ['Botón de golpe de aire frío.', 'Filtro trasero removible.', 'Cable de 1,8 m con argolla para colgar.'],
    faq: [],
  },
}

const cable: ProductKind = {
  drawing: 'cable',
  category: CATEGORY.more,
  subCategory: 'CABLES;ADAPTADORES',
  skuCode: 'CB',
  whiteLine: 0,
  tax: 21,
  weight: 2,
  brands: ['Noga', 'Kanji', 'Netmak', 'Samsung', 'Xiaomi'],
  prices: [15_000, 60_000],
  warrantyMonths: 3,
  build(rng, brand) {
    const { value: type, tier } = pickTiered(rng, [
      'Cable USB a USB-C 1m',
      'Cable HDMI 2.0 3m',
      'Adaptador USB-C a HDMI',
      'Cable USB-C a USB-C 2m 60W',
      'Cargador Rápido USB-C 25W',
    ])
    const model = modelCode(rng, brand)
    return {
      name: `${type} ${brand} ${model}`,
      model,
      tier,
      specs: [
        ['Tipo', type],
        ['Color', pick(rng, ['Negro', 'Blanco'])],
      ],
    }
  },
  copy: {
    intro: '{name}: conexión confiable para tus equipos.',
    features: [
      'Conectores reforzados.',
      'Compatible con la mayoría de los dispositivos.',
      'Recubrimiento resistente al uso diario.',
    ],
    faq: [],
  },
}

const serviceOptions = [
  'de Instalación de Aire Split hasta 3000 Frigorías',
  'de Instalación de Aire Split hasta 6000 Frigorías',
  'de Flete a Domicilio CABA',
  'de Flete a Domicilio GBA',
  'de Extensión de Garantía 12 Meses',
  'de Conexión de Cocina a Gas',
]

const service: ProductKind = {
  drawing: 'service',
  category: CATEGORY.services,
  subCategory: 'SERVICIOS',
  skuCode: 'SV',
  whiteLine: 0,
  tax: 21,
  weight: 1,
  brands: [store.brandName],
  prices: [15_000, 150_000],
  warrantyMonths: 3,
  build(rng, brand) {
    const { value: what, tier } = pickTiered(rng, serviceOptions)
    const model = `SRV${String(serviceOptions.indexOf(what) + 1).padStart(2, '0')}`
    return {
      name: `Servicio ${brand} ${what}`,
      model,
      tier,
      specs: [
        ['Servicio', what.replace(/^de /, '')],
        ['Zona', 'CABA y GBA'],
      ],
    }
  },
  copy: {
    intro: 'El {name} lo realiza personal propio de {brand}; coordinamos día y horario por WhatsApp después de la compra.',
    features: ['Personal capacitado y asegurado.', 'Turnos de lunes a viernes.', 'Materiales básicos incluidos.'],
    faq: [['¿Cuándo coordinan la visita?', 'Un operador te contacta dentro de las 48 horas hábiles de confirmado el pedido.']],
  },
}

export const smallKinds: readonly ProductKind[] = [microwave, kettle, airFryer, electricOven, hairDryer, cable, service]
