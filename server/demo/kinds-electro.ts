/** 'ELECTRO Y AIRES' línea blanca: air conditioning, fridges, washers and stoves. */
import { CATEGORY, modelCode, pickTiered, type ProductKind } from './kind-types.ts'
import { chance, pick } from './random.ts'

const airConditioner: ProductKind = {
  drawing: 'ac',
  category: CATEGORY.electro,
  subCategory: 'AIRES ACONDICIONADOS',
  skuCode: 'AA',
  whiteLine: 1,
  tax: 21,
  weight: 5,
  brands: ['BGH', 'Philco', 'Samsung', 'LG', 'Surrey', 'Midea', 'Hisense', 'TCL', 'Noblex'],
  prices: [650_000, 2_400_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { value: frig, tier } = pickTiered(rng, [2250, 3000, 4500, 5500, 6000])
    const inverter = chance(rng, 0.5)
    const model = modelCode(rng, brand, Math.round(frig / 100))
    return {
      name: `Aire Acondicionado Split ${brand} ${inverter ? 'Inverter ' : ''}${frig} Frigorías Frío/Calor ${model}`,
      model,
      tier: tier * 0.8 + (inverter ? 0.2 : 0),
      specs: [
        ['Capacidad de refrigeración', `${frig} frigorías`],
        ['Potencia equivalente', `${Math.round(frig * 1.163)} W`],
        ['Tecnología', inverter ? 'Inverter' : 'On/Off'],
        ['Modos', 'Frío / Calor / Deshumidificación / Ventilación'],
        ['Eficiencia energética', inverter ? 'A++' : 'A'],
        ['Gas refrigerante', 'R410A'],
        ['Superficie recomendada', `hasta ${Math.round(frig / 100)} m²`],
      ],
    }
  },
  copy: {
    intro: 'El {name} enfría y calefacciona tu ambiente en minutos, con bajo nivel de ruido y consumo eficiente.',
    features: [
      'Función frío/calor para usar todo el año.',
      'Modo sueño que ajusta la temperatura durante la noche.',
      'Filtro lavable antibacterial.',
      'Control remoto con display y temporizador de 24 horas.',
      'Reinicio automático tras un corte de luz.',
      'Unidad exterior con tratamiento anticorrosivo.',
    ],
    faq: [
      ['¿Incluye la instalación?', 'No, la instalación se cotiza aparte. Podés agregar el servicio de instalación al pedido.'],
      [
        '¿Qué superficie climatiza?',
        'Depende de la orientación y aislación del ambiente; la ficha técnica indica la superficie recomendada.',
      ],
      ['¿Usa gas ecológico?', 'Sí, utiliza refrigerante R410A, que no daña la capa de ozono.'],
    ],
  },
}

const fridge: ProductKind = {
  drawing: 'fridge',
  category: CATEGORY.electro,
  subCategory: 'HELADERAS',
  skuCode: 'HE',
  whiteLine: 1,
  tax: 21,
  weight: 4,
  brands: ['Gafa', 'Whirlpool', 'Samsung', 'LG', 'Philco', 'Drean', 'Patrick', 'Electrolux'],
  prices: [550_000, 3_500_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { value: liters, tier } = pickTiered(rng, [250, 290, 340, 380, 420, 480, 560])
    const type = pick(rng, ['No Frost', 'Cíclica con Freezer', 'No Frost Inverter'])
    const finish = pick(rng, ['Blanca', 'Inoxidable', 'Platinum'])
    const model = modelCode(rng, brand, Math.round(liters / 10))
    return {
      name: `Heladera ${brand} ${type} ${liters}L ${finish} ${model}`,
      model,
      tier,
      specs: [
        ['Capacidad total', `${liters} litros`],
        ['Sistema de frío', type.includes('No Frost') ? 'No Frost' : 'Cíclico'],
        ['Color', finish],
        ['Eficiencia energética', pick(rng, ['A', 'A+', 'A++'])],
        ['Alto', `${Math.round(150 + liters / 4)} cm`],
        ['Estantes', `${pick(rng, [3, 4, 5])} de vidrio templado`],
      ],
    }
  },
  copy: {
    intro: 'La {name} conserva tus alimentos frescos por más tiempo con un diseño pensado para el uso diario.',
    features: [
      'Estantes de vidrio templado regulables en altura.',
      'Cajón para verduras con control de humedad.',
      'Iluminación interior LED de bajo consumo.',
      'Puertas reversibles para adaptarse a tu cocina.',
      'Freezer independiente para congelados.',
      'Alarma de puerta abierta.',
    ],
    faq: [
      [
        '¿Se puede invertir la puerta?',
        'Sí, las puertas son reversibles; te recomendamos hacerlo con el servicio técnico oficial.',
      ],
      [
        '¿Cuánto hay que esperar para enchufarla?',
        'Después del traslado conviene esperar 4 horas en posición vertical antes de encenderla.',
      ],
    ],
  },
}

const washer: ProductKind = {
  drawing: 'washer',
  category: CATEGORY.electro,
  subCategory: 'LAVARROPAS',
  skuCode: 'LV',
  whiteLine: 1,
  tax: 21,
  weight: 4,
  brands: ['Drean', 'Whirlpool', 'Samsung', 'LG', 'Electrolux', 'Philco', 'Gafa'],
  prices: [450_000, 1_900_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { value: kg, tier } = pickTiered(rng, [6, 7, 8, 9, 10, 11])
    const rpm = pick(rng, [800, 1000, 1200, 1400])
    const load = pick(rng, ['Carga Frontal', 'Carga Superior'])
    const model = modelCode(rng, brand, kg)
    return {
      name: `Lavarropas Automático ${brand} ${kg}kg ${rpm} RPM ${load} ${model}`,
      model,
      tier,
      specs: [
        ['Capacidad de lavado', `${kg} kg`],
        ['Velocidad de centrifugado', `${rpm} RPM`],
        ['Tipo de carga', load.replace('Carga ', '')],
        ['Programas', `${pick(rng, [12, 15, 16, 20])}`],
        ['Eficiencia energética', pick(rng, ['A', 'A+', 'A+++'])],
        ['Consumo de agua', `${Math.round(kg * 6.5)} litros por ciclo`],
      ],
    }
  },
  copy: {
    intro: 'El {name} cuida tu ropa y ahorra agua y energía en cada lavado.',
    features: [
      'Programas especiales para ropa delicada, lana y acolchados.',
      'Inicio diferido para lavar cuando más te convenga.',
      'Motor silencioso de bajo consumo.',
      'Bloqueo para niños.',
      'Autodiagnóstico de fallas en el display.',
    ],
    faq: [
      ['¿Necesita conexión de agua caliente?', 'No, calienta el agua internamente según el programa elegido.'],
      ['¿Se entrega con los bulones de transporte?', 'Sí; hay que retirarlos antes del primer uso, como indica el manual.'],
    ],
  },
}

const stove: ProductKind = {
  drawing: 'stove',
  category: CATEGORY.electro,
  subCategory: 'COCINAS',
  skuCode: 'CO',
  whiteLine: 1,
  tax: 21,
  weight: 3,
  brands: ['Orbis', 'Escorial', 'Longvie', 'Florencia', 'Whirlpool', 'Domec'],
  prices: [350_000, 1_400_000],
  warrantyMonths: 12,
  build(rng, brand) {
    const { value: width, tier } = pickTiered(rng, [50, 55, 56, 60, 76])
    const finish = pick(rng, ['Blanca', 'Inoxidable', 'Negra'])
    const model = modelCode(rng, brand, width)
    return {
      name: `Cocina ${brand} Multigas ${width}cm ${finish} ${model}`,
      model,
      tier,
      specs: [
        ['Ancho', `${width} cm`],
        ['Hornallas', width >= 76 ? '5' : '4'],
        ['Tipo de gas', 'Multigas (natural o envasado)'],
        ['Capacidad del horno', `${Math.round(width * 1.2)} litros`],
        ['Encendido', pick(rng, ['Manual', 'Electrónico en hornallas y horno'])],
        ['Color', finish],
      ],
    }
  },
  copy: {
    intro: 'La {name} reúne hornallas de alto rendimiento y un horno amplio para cocinar todos los días.',
    features: [
      'Válvula de seguridad en horno y hornallas.',
      'Parrillas enlozadas de fácil limpieza.',
      'Horno con visor de vidrio doble y luz interior.',
      'Apta para gas natural y envasado.',
      'Quemador de horno de encendido rápido.',
    ],
    faq: [
      [
        '¿Viene preparada para gas envasado?',
        'Sale de fábrica para gas natural e incluye los picos para convertirla a envasado.',
      ],
      ['¿Quién la instala?', 'Debe instalarla un gasista matriculado.'],
    ],
  },
}

export const electroKinds: readonly ProductKind[] = [airConditioner, fridge, washer, stove]
