/** 'TECNOLOGIA': TV, phones, tablets, consoles and audio. */
import { brandModel, CATEGORY, modelCode, pickTiered, type BuiltItem, type KindCopy, type ProductKind } from './kind-types.ts'
import { pick, type Rng } from './random.ts'

function buildTv(rng: Rng, brand: string): BuiltItem {
  const { value: inches, tier } = pickTiered(rng, [32, 43, 50, 55, 65, 75])
  const panel = inches === 32 ? 'HD' : pick(rng, ['UHD 4K', 'QLED 4K', '4K Google TV'])
  const model = modelCode(rng, brand, inches)
  return {
    name: `Smart TV ${inches}" ${brand} ${panel} ${model}`,
    model,
    tier: tier * 0.85 + (panel.startsWith('QLED') ? 0.15 : 0),
    specs: [
      ['Tamaño de pantalla', `${inches} pulgadas`],
      ['Resolución', inches === 32 ? '1366 x 768' : '3840 x 2160'],
      ['Sistema operativo', pick(rng, ['Google TV', 'Tizen', 'webOS', 'VIDAA', 'Android TV'])],
      ['Entradas HDMI', `${pick(rng, [2, 3, 4])}`],
      ['Conectividad', 'Wi-Fi, Bluetooth, Ethernet'],
      ['Sintonizador', 'Digital TDA (ISDB-T)'],
    ],
  }
}

const tvCopy: KindCopy = {
  intro: 'El {name} trae tus series, películas y deportes con imagen nítida y colores vivos.',
  features: [
    'Aplicaciones de streaming preinstaladas.',
    'Control por voz compatible con asistentes.',
    'Modo juego de baja latencia.',
    'Sintonizador digital TDA incorporado.',
    'Diseño sin bordes.',
    'Compatible con soporte de pared VESA.',
  ],
  faq: [
    ['¿Incluye soporte de pared?', 'No, incluye patas de apoyo. El soporte VESA se vende por separado.'],
    ['¿Tiene sintonizador digital?', 'Sí, capta la TV Digital Abierta (TDA) sin decodificador.'],
  ],
}

const tvBrands = ['Samsung', 'LG', 'Philco', 'Noblex', 'TCL', 'Hisense', 'BGH', 'Sony']

export const tvVideo: ProductKind = {
  drawing: 'tv',
  category: CATEGORY.tech,
  subCategory: 'TV Y VIDEO',
  skuCode: 'TV',
  whiteLine: 0,
  tax: 21,
  weight: 3,
  brands: tvBrands,
  prices: [250_000, 2_800_000],
  warrantyMonths: 12,
  build: buildTv,
  copy: tvCopy,
}

const televisions: ProductKind = { ...tvVideo, subCategory: 'TELEVISORES', skuCode: 'TE', weight: 3 }

const phoneModels: Record<string, readonly string[]> = {
  Samsung: ['Galaxy A05', 'Galaxy A15', 'Galaxy A25', 'Galaxy A35', 'Galaxy A55', 'Galaxy S24'],
  Motorola: ['Moto E13', 'Moto G24', 'Moto G34', 'Moto G54', 'Moto G84', 'Edge 40'],
  Xiaomi: ['Redmi 13C', 'Redmi Note 13', 'Redmi Note 13 Pro', 'Poco X6'],
  TCL: ['403', '40 SE', '505', '50 SE'],
  ZTE: ['Blade A34', 'Blade A54', 'Blade V50'],
}

function buildPhone(rng: Rng, brand: string): BuiltItem {
  const { model, tier } = brandModel(rng, brand, phoneModels)
  const storage = tier > 0.6 ? pick(rng, [256, 512]) : pick(rng, [64, 128])
  const ram = tier > 0.6 ? pick(rng, [8, 12]) : pick(rng, [4, 6])
  return {
    name: `Celular ${brand} ${model} ${storage}GB ${ram}GB RAM ${pick(rng, ['Negro', 'Azul', 'Verde', 'Plateado'])}`,
    model,
    tier,
    specs: [
      ['Almacenamiento', `${storage} GB`],
      ['Memoria RAM', `${ram} GB`],
      ['Pantalla', `${pick(rng, ['6.5', '6.6', '6.7'])} pulgadas`],
      ['Cámara principal', `${pick(rng, [13, 50, 64, 108])} MP`],
      ['Batería', `${pick(rng, [4000, 5000, 6000])} mAh`],
      ['Red', tier > 0.5 ? '5G' : '4G LTE'],
    ],
  }
}

const phoneCopy: KindCopy = {
  intro: 'El {name} tiene pantalla amplia, batería para todo el día y cámaras para tus mejores fotos.',
  features: [
    'Liberado para todas las compañías.',
    'Lector de huellas.',
    'Carga rápida.',
    'Ranura para tarjeta microSD.',
    'Doble SIM.',
  ],
  faq: [
    ['¿Está liberado?', 'Sí, funciona con cualquier compañía de Argentina.'],
    ['¿Incluye cargador?', 'Depende del modelo; en la caja se indica si trae cargador o solo cable USB-C.'],
  ],
}

const phones: ProductKind = {
  drawing: 'phone',
  category: CATEGORY.tech,
  subCategory: 'CELULARES',
  skuCode: 'CE',
  whiteLine: 0,
  tax: 10.5,
  weight: 4,
  brands: ['Samsung', 'Motorola', 'Xiaomi', 'TCL', 'ZTE'],
  prices: [180_000, 2_200_000],
  warrantyMonths: 12,
  build: buildPhone,
  copy: phoneCopy,
}

/** the same goods under a second label, as the real catalogue has: only this one joins 'MAS OFERTAS' */
const phone: ProductKind = {
  ...phones,
  subCategory: 'CELULAR',
  skuCode: 'CL',
  weight: 2,
  brands: ['Motorola', 'Samsung', 'Xiaomi'],
}

const tabletModels: Record<string, readonly string[]> = {
  Samsung: ['Galaxy Tab A9', 'Galaxy Tab A9+', 'Galaxy Tab S6 Lite', 'Galaxy Tab S9 FE'],
  Lenovo: ['Tab M8', 'Tab M10', 'Tab M11', 'Tab P12'],
  Xiaomi: ['Redmi Pad SE', 'Pad 6'],
}

const tablet: ProductKind = {
  drawing: 'tablet',
  category: CATEGORY.tech,
  subCategory: 'TABLET',
  skuCode: 'TB',
  whiteLine: 0,
  tax: 10.5,
  weight: 2,
  brands: ['Samsung', 'Lenovo', 'Xiaomi', 'Philco', 'TCL'],
  prices: [150_000, 1_200_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { model, tier } = brandModel(rng, brand, tabletModels)
    const inches = tier > 0.5 ? pick(rng, ['11', '12.4']) : pick(rng, ['8', '10.1'])
    const storage = pick(rng, [32, 64, 128])
    return {
      name: `Tablet ${brand} ${model} ${inches}" ${storage}GB Wi-Fi`,
      model,
      tier,
      specs: [
        ['Pantalla', `${inches} pulgadas`],
        ['Almacenamiento', `${storage} GB`],
        ['Conectividad', 'Wi-Fi, Bluetooth'],
        ['Sistema operativo', 'Android'],
      ],
    }
  },
  copy: {
    intro: 'La {name} es ideal para estudiar, trabajar y ver contenido en cualquier lugar.',
    features: ['Batería de larga duración.', 'Parlantes estéreo.', 'Ranura microSD.', 'Modo niños con control parental.'],
    faq: [['¿Tiene línea celular?', 'No, es un modelo solo Wi-Fi.']],
  },
}

const consoleModels: Record<string, readonly string[]> = {
  Sony: ['PlayStation 4 Slim 1TB', 'PlayStation 5 Slim Digital 1TB', 'PlayStation 5 Slim 1TB', 'PlayStation 5 Pro 2TB'],
  Nintendo: ['Switch Lite 32GB', 'Switch 32GB', 'Switch OLED 64GB'],
  Microsoft: ['Xbox Series S 512GB', 'Xbox Series S 1TB', 'Xbox Series X 1TB'],
}

const consoles: ProductKind = {
  drawing: 'console',
  category: CATEGORY.tech,
  subCategory: 'CONSOLAS',
  skuCode: 'VG',
  whiteLine: 0,
  tax: 21,
  weight: 2,
  brands: ['Sony', 'Nintendo', 'Microsoft'],
  prices: [450_000, 1_900_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { model, tier } = brandModel(rng, brand, consoleModels)
    return {
      name: `Consola ${brand} ${model}${rng() < 0.3 ? ' + 2 Joysticks' : ''}`,
      model,
      tier,
      specs: [
        ['Almacenamiento', model.split(' ').pop() ?? ''],
        ['Resolución máxima', brand === 'Nintendo' ? '1080p' : '4K'],
        ['Conectividad', 'Wi-Fi, Bluetooth, HDMI'],
      ],
    }
  },
  copy: {
    intro: 'La {name} te da acceso a los mejores juegos para disfrutar solo o con amigos.',
    features: ['Juego online.', 'Joystick inalámbrico incluido.', 'Compatible con juegos digitales.', 'Salida HDMI.'],
    faq: [['¿Los juegos vienen incluidos?', 'No, salvo que la publicación lo indique.']],
  },
}

const audioModels: Record<string, readonly string[]> = {
  JBL: ['Go 4', 'Flip 6', 'Charge 5', 'PartyBox 110'],
  Sony: ['SRS-XB100', 'SRS-XE200', 'ULT Field 1'],
}

const speaker: ProductKind = {
  drawing: 'speaker',
  category: CATEGORY.tech,
  subCategory: 'PARLANTE',
  skuCode: 'PA',
  whiteLine: 0,
  tax: 21,
  weight: 2,
  brands: ['JBL', 'Sony', 'Noblex', 'Philco', 'Xiaomi'],
  prices: [35_000, 650_000],
  warrantyMonths: 6,
  build(rng, brand) {
    const { model, tier } = brandModel(rng, brand, audioModels)
    return {
      name: `Parlante Bluetooth ${brand} ${model} ${pick(rng, ['Negro', 'Azul', 'Rojo'])}`,
      model,
      tier,
      specs: [
        ['Potencia', `${pick(rng, [5, 10, 20, 40, 100])} W RMS`],
        ['Autonomía', `${pick(rng, [6, 12, 20])} horas`],
        ['Resistencia al agua', pick(rng, ['IPX4', 'IP67'])],
      ],
    }
  },
  copy: {
    intro: 'El {name} lleva tu música a todas partes con sonido potente.',
    features: [
      'Conexión Bluetooth 5.x.',
      'Batería recargable por USB-C.',
      'Resistente a salpicaduras.',
      'Manos libres incorporado.',
    ],
    faq: [['¿Se pueden conectar dos parlantes?', 'Sí, en los modelos con función de emparejamiento estéreo.']],
  },
}

const headphoneModels: Record<string, readonly string[]> = {
  JBL: ['Tune 520BT', 'Wave Buds', 'Tune 720BT', 'Live 770NC'],
  Sony: ['WF-C500', 'WH-CH520', 'WH-CH720N', 'WH-1000XM5'],
  Xiaomi: ['Redmi Buds 4 Active', 'Redmi Buds 5', 'Redmi Buds 5 Pro'],
  Samsung: ['Galaxy Buds FE', 'Galaxy Buds2 Pro'],
  Logitech: ['H390', 'G435', 'G Pro X'],
}

const headphones: ProductKind = {
  drawing: 'headphones',
  category: CATEGORY.tech,
  subCategory: 'AURICULARES',
  skuCode: 'AU',
  whiteLine: 0,
  tax: 21,
  weight: 2,
  brands: ['JBL', 'Sony', 'Xiaomi', 'Samsung', 'Logitech'],
  prices: [15_000, 450_000],
  warrantyMonths: 6,
  build(rng, brand) {
    const { model, tier } = brandModel(rng, brand, headphoneModels)
    return {
      name: `Auriculares ${brand} ${model} ${pick(rng, ['Inalámbricos', 'Bluetooth', 'Over-Ear'])}`,
      model,
      tier,
      specs: [
        ['Conexión', 'Bluetooth'],
        ['Autonomía', `${pick(rng, [20, 30, 40, 50])} horas`],
        ['Micrófono', 'Sí'],
      ],
    }
  },
  copy: {
    intro: 'Los {name} te acompañan en el día a día con sonido claro y buena autonomía.',
    features: ['Micrófono para llamadas.', 'Carga rápida.', 'Almohadillas cómodas para uso prolongado.', 'Conexión multipunto.'],
    faq: [['¿Tienen cancelación de ruido?', 'Solo los modelos con la sigla NC o la serie 1000X.']],
  },
}

export const techKinds: readonly ProductKind[] = [tvVideo, televisions, phones, phone, tablet, consoles, speaker, headphones]
