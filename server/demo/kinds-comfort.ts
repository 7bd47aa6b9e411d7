/** 'ELECTRO Y AIRES' beyond línea blanca: heating, fans and the mixed 'ELECTRODOMESTICOS'. */
import { CATEGORY, modelCode, pickTiered, type ProductKind } from './kind-types.ts'
import { pick } from './random.ts'

const heater: ProductKind = {
  drawing: 'heater',
  category: CATEGORY.electro,
  subCategory: 'CALEFACCION',
  skuCode: 'CA',
  whiteLine: 0,
  tax: 21,
  weight: 3,
  brands: ['Liliana', 'Peabody', 'Atma', 'Philco', 'Eskabe', 'Ultracomb'],
  prices: [25_000, 450_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { value: type, tier } = pickTiered(rng, [
      'Caloventor',
      'Estufa Halógena',
      'Panel Calefactor',
      'Radiador Eléctrico',
      'Calefactor Tiro Balanceado',
    ])
    const watts =
      type === 'Calefactor Tiro Balanceado' ? `${pick(rng, [2500, 3000, 5000])} kcal` : `${pick(rng, [1200, 1500, 2000, 2500])}W`
    const model = modelCode(rng, brand)
    return {
      name: `${type} ${brand} ${watts} ${model}`,
      model,
      tier,
      specs: [
        ['Tipo', type],
        ['Potencia', watts],
        ['Termostato', pick(rng, ['Regulable', 'Digital'])],
        ['Protección', 'Corte por sobrecalentamiento'],
      ],
    }
  },
  copy: {
    intro: 'El {name} calefacciona tus ambientes de forma rápida y segura.',
    features: [
      'Termostato regulable para mantener la temperatura.',
      'Apagado automático ante vuelco o sobrecalentamiento.',
      'Bajo nivel de ruido.',
      'Manija para trasladarlo con facilidad.',
    ],
    faq: [
      [
        '¿Es seguro dejarlo encendido de noche?',
        'Cuenta con protección contra sobrecalentamiento, pero recomendamos usar el temporizador.',
      ],
    ],
  },
}

const fanFeatures = [
  'Tres velocidades.',
  'Oscilación de 90 grados.',
  'Rejilla de seguridad desmontable para limpieza.',
  'Motor de bajo consumo.',
  'Altura regulable.',
]

const fan: ProductKind = {
  drawing: 'fan',
  category: CATEGORY.electro,
  subCategory: 'VENTILADORES',
  skuCode: 'VE',
  whiteLine: 0,
  tax: 21,
  weight: 3,
  brands: ['Liliana', 'Atma', 'Peabody', 'Philco', 'Axel'],
  prices: [35_000, 250_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { value: type, tier } = pickTiered(rng, [
      'Ventilador de Pie 20"',
      'Turbo Ventilador 20"',
      'Ventilador de Pared 26"',
      'Ventilador de Techo 4 Palas',
    ])
    const model = modelCode(rng, brand)
    return {
      name: `${type} ${brand} ${model}`,
      model,
      tier,
      specs: [
        ['Tipo', type],
        ['Velocidades', '3'],
        ['Potencia', `${pick(rng, [60, 90, 100, 120])} W`],
      ],
    }
  },
  copy: {
    intro: 'El {name} renueva el aire de tu casa con un caudal potente y silencioso.',
    features: fanFeatures,
    faq: [['¿Se puede colgar en la pared?', 'Solo los modelos de pared o techo incluyen el soporte correspondiente.']],
  },
}

/**
 * 'ELECTRODOMESTICOS' mixes vacuums with standing fans, as in the real reseller's data;
 * the fans are what the home carousel's 'ventilador' exclusion exists for.
 */
const vacuum: ProductKind = {
  drawing: 'vacuum',
  category: CATEGORY.electro,
  subCategory: 'ELECTRODOMESTICOS',
  skuCode: 'AS',
  whiteLine: 0,
  tax: 21,
  weight: 2,
  brands: ['Philco', 'Atma', 'Liliana', 'Peabody', 'Samsung', 'Electrolux'],
  prices: [45_000, 480_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { value: watts, tier } = pickTiered(rng, [1000, 1400, 1600, 2000, 2200])
    const type = pick(rng, ['Aspiradora', 'Aspiradora Ciclónica', 'Aspiradora Sin Bolsa'])
    const model = modelCode(rng, brand)
    return {
      name: `${type} ${brand} ${watts}W ${model}`,
      model,
      tier,
      specs: [
        ['Potencia', `${watts} W`],
        ['Capacidad del depósito', `${pick(rng, [1.5, 2, 2.5])} litros`],
        ['Filtro', 'HEPA'],
        ['Largo del cable', '5 m'],
      ],
    }
  },
  copy: {
    intro: 'La {name} limpia alfombras, pisos y tapizados con gran poder de succión.',
    features: [
      'Filtro HEPA lavable.',
      'Accesorios para rincones y tapizados.',
      'Recogecable automático.',
      'Depósito transparente fácil de vaciar.',
    ],
    faq: [['¿Necesita bolsas?', 'Los modelos ciclónicos y sin bolsa usan un depósito lavable.']],
  },
}

const standingFan: ProductKind = {
  drawing: 'fan',
  category: CATEGORY.electro,
  subCategory: 'ELECTRODOMESTICOS',
  skuCode: 'VP',
  whiteLine: 0,
  tax: 21,
  weight: 1,
  brands: ['Liliana', 'Atma', 'Peabody'],
  prices: [40_000, 180_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const size = pick(rng, [16, 18, 20])
    const model = modelCode(rng, brand, size)
    return {
      name: `Ventilador de Pie ${brand} ${size}" ${model}`,
      model,
      tier: (size - 16) / 4,
      specs: [
        ['Diámetro', `${size} pulgadas`],
        ['Velocidades', '3'],
      ],
    }
  },
  copy: { intro: 'El {name} es ideal para el verano.', features: fanFeatures, faq: [] },
}

export const comfortKinds: readonly ProductKind[] = [heater, fan, vacuum, standingFan]
