/** 'INFORMATICA': notebooks, monitors, printers and peripherals. */
import { brandModel, CATEGORY, modelCode, pickTiered, type ProductKind } from './kind-types.ts'
import { pick } from './random.ts'

const notebookModels: Record<string, readonly string[]> = {
  Lenovo: ['IdeaPad 1', 'IdeaPad 3', 'IdeaPad Slim 3', 'IdeaPad Slim 5', 'ThinkPad E14', 'Legion 5'],
  HP: ['14-ep0000', '15-fd0000', 'Pavilion 15', 'Victus 15', 'Envy x360'],
  Asus: ['Vivobook Go 15', 'Vivobook 15', 'Zenbook 14', 'TUF Gaming F15'],
  Acer: ['Aspire 3', 'Aspire 5', 'Swift Go 14', 'Nitro V15'],
  Dell: ['Inspiron 3520', 'Vostro 3530', 'Inspiron 5430'],
}

const cpus = [
  'Intel Celeron N4500',
  'Intel Core i3 1215U',
  'AMD Ryzen 5 7520U',
  'Intel Core i5 1335U',
  'AMD Ryzen 7 7730U',
  'Intel Core i7 1355U',
]

export const notebook: ProductKind = {
  drawing: 'notebook',
  category: CATEGORY.computing,
  subCategory: 'NOTEBOOKS',
  skuCode: 'NB',
  whiteLine: 0,
  tax: 10.5,
  weight: 3,
  brands: ['Lenovo', 'HP', 'Asus', 'Acer', 'Dell'],
  prices: [550_000, 3_500_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { model, tier: modelTier } = brandModel(rng, brand, notebookModels)
    const { value: cpu, tier: cpuTier } = pickTiered(rng, cpus)
    const ram = cpuTier > 0.5 ? pick(rng, [16, 32]) : pick(rng, [4, 8])
    const ssd = cpuTier > 0.5 ? pick(rng, [512, 1024]) : pick(rng, [128, 256, 512])
    const storage = ssd >= 1024 ? '1TB' : `${ssd}GB`
    const screen = pick(rng, ['14"', '15.6"'])
    return {
      name: `Notebook ${brand} ${model} ${screen} ${cpu} ${ram}GB ${storage} SSD`,
      model,
      tier: modelTier * 0.4 + cpuTier * 0.6,
      specs: [
        ['Procesador', cpu],
        ['Memoria RAM', `${ram} GB`],
        ['Almacenamiento', `${storage} SSD`],
        ['Pantalla', `${screen.replace('"', '')} pulgadas Full HD`],
        ['Sistema operativo', pick(rng, ['Windows 11 Home', 'FreeDOS', 'Windows 11 Pro'])],
        ['Teclado', 'En español'],
      ],
    }
  },
  copy: {
    intro: 'La {name} combina rendimiento y portabilidad para trabajar, estudiar y entretenerte.',
    features: [
      'Teclado en español.',
      'Webcam HD con obturador de privacidad.',
      'Wi-Fi 6 y Bluetooth.',
      'Puertos USB-C y HDMI.',
      'Disco de estado sólido para un arranque veloz.',
    ],
    faq: [
      ['¿El teclado tiene la letra Ñ?', 'Sí, todas nuestras notebooks tienen teclado en español.'],
      ['¿Se puede ampliar la memoria?', 'Depende del modelo; consultá antes de comprar y te asesoramos.'],
    ],
  },
}

const monitor: ProductKind = {
  drawing: 'monitor',
  category: CATEGORY.computing,
  subCategory: 'MONITORES',
  skuCode: 'MN',
  whiteLine: 0,
  tax: 10.5,
  weight: 2,
  brands: ['Samsung', 'LG', 'Philips', 'AOC', 'Lenovo', 'HP'],
  prices: [150_000, 900_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { value: inches, tier } = pickTiered(rng, [22, 24, 27, 32, 34])
    const hz = pick(rng, [75, 100, 144, 165])
    const model = modelCode(rng, brand, inches)
    return {
      name: `Monitor ${brand} ${inches}" ${inches >= 32 ? 'QHD' : 'Full HD'} ${hz}Hz ${model}`,
      model,
      tier,
      specs: [
        ['Tamaño', `${inches} pulgadas`],
        ['Frecuencia', `${hz} Hz`],
        ['Panel', pick(rng, ['IPS', 'VA'])],
        ['Entradas', 'HDMI, DisplayPort'],
      ],
    }
  },
  copy: {
    intro: 'El {name} ofrece imagen fluida y colores precisos para trabajar o jugar.',
    features: [
      'Bordes ultradelgados.',
      'Modo de luz azul reducida.',
      'Compatible con soporte VESA.',
      'Tiempo de respuesta de 1 ms.',
    ],
    faq: [['¿Trae cable HDMI?', 'Sí, incluye cable HDMI y fuente.']],
  },
}

const printer: ProductKind = {
  drawing: 'printer',
  category: CATEGORY.computing,
  subCategory: 'IMPRESORAS',
  skuCode: 'IM',
  whiteLine: 0,
  tax: 10.5,
  weight: 2,
  brands: ['Epson', 'HP', 'Brother', 'Canon'],
  prices: [120_000, 950_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { value: type, tier } = pickTiered(rng, [
      'Impresora Láser',
      'Impresora Multifunción',
      'Impresora Multifunción Sistema Continuo',
      'Impresora Multifunción Láser Wi-Fi',
    ])
    const model = modelCode(rng, brand)
    return {
      name: `${type} ${brand} ${model}`,
      model,
      tier,
      specs: [
        ['Tipo', type.replace('Impresora ', '')],
        ['Conectividad', pick(rng, ['USB', 'USB y Wi-Fi'])],
        ['Velocidad', `${pick(rng, [10, 20, 33])} ppm`],
      ],
    }
  },
  copy: {
    intro: 'La {name} imprime documentos y fotos con bajo costo por página.',
    features: [
      'Impresión desde el celular.',
      'Escáner y copiadora incorporados en los modelos multifunción.',
      'Tanques de tinta recargables en los modelos de sistema continuo.',
    ],
    faq: [['¿Incluye tinta o tóner?', 'Sí, incluye los consumibles iniciales.']],
  },
}

const mouse: ProductKind = {
  drawing: 'mouse',
  category: CATEGORY.computing,
  subCategory: 'MOUSE;TECLADOS',
  skuCode: 'MS',
  whiteLine: 0,
  tax: 21,
  weight: 1,
  brands: ['Logitech', 'Genius', 'HP', 'Redragon', 'Lenovo'],
  prices: [15_000, 120_000],
  warrantyMonths: 6,
  build(rng, brand) {
    const { value: type, tier } = pickTiered(rng, ['Mouse Óptico USB', 'Mouse Inalámbrico', 'Mouse Gamer RGB'])
    const model = modelCode(rng, brand)
    return {
      name: `${type} ${brand} ${model}`,
      model,
      tier,
      specs: [
        ['Tipo', type],
        ['DPI', `${pick(rng, [1000, 1600, 4000, 12000])}`],
      ],
    }
  },
  copy: {
    intro: 'El {name} es preciso y cómodo para largas jornadas.',
    features: ['Diseño ergonómico.', 'Sensor óptico de alta precisión.', 'Compatible con Windows, macOS y Linux.'],
    faq: [],
  },
}

const keyboard: ProductKind = {
  ...mouse,
  drawing: 'keyboard',
  skuCode: 'TC',
  prices: [18_000, 180_000],
  build(rng, brand) {
    const { value: type, tier } = pickTiered(rng, [
      'Teclado USB en Español',
      'Combo Teclado y Mouse Inalámbrico',
      'Teclado Mecánico Gamer RGB',
    ])
    const model = modelCode(rng, brand)
    return {
      name: `${type} ${brand} ${model}`,
      model,
      tier,
      specs: [
        ['Tipo', type],
        ['Idioma', 'Español (con Ñ)'],
      ],
    }
  },
  copy: {
    intro: 'El {name} suma comodidad a tu escritorio.',
    features: ['Distribución en español con Ñ.', 'Teclas silenciosas.', 'Resistente a derrames.'],
    faq: [],
  },
}

export const computingKinds: readonly ProductKind[] = [notebook, monitor, printer, mouse, keyboard]
