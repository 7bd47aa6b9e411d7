/**
 * The seller's system writes categories in capitals and without accents ('MAS CATEGORIAS',
 * 'PEQUEÑOS ELECTRODOMESTICOS'); CSS title case turned them into 'Mas Categorias', which
 * Spanish never writes. Shoppers read them in sentence case with their accents back
 * ('Más categorías'), while URLs keep the values the API compares (category-menu.ts slugs).
 */

/** Words the catalogue writes without their accent, in lowercase. */
const ACCENTED: Readonly<Record<string, string>> = {
  audifonos: 'audífonos',
  bateria: 'batería',
  baterias: 'baterías',
  calefaccion: 'calefacción',
  camara: 'cámara',
  camaras: 'cámaras',
  categoria: 'categoría',
  categorias: 'categorías',
  climatizacion: 'climatización',
  coccion: 'cocción',
  computacion: 'computación',
  conexion: 'conexión',
  electrica: 'eléctrica',
  electricas: 'eléctricas',
  electrico: 'eléctrico',
  electricos: 'eléctricos',
  electrodomestico: 'electrodoméstico',
  electrodomesticos: 'electrodomésticos',
  electronica: 'electrónica',
  energia: 'energía',
  fotografia: 'fotografía',
  iluminacion: 'iluminación',
  informatica: 'informática',
  jardin: 'jardín',
  linea: 'línea',
  mas: 'más',
  musica: 'música',
  telefonia: 'telefonía',
  tecnologia: 'tecnología',
  vehiculos: 'vehículos',
}

/** Abbreviations that stay in capitals ('TV y video', 'Monitores LED'). */
const ABBREVIATIONS = new Set([
  'tv',
  'pc',
  'led',
  'lcd',
  'oled',
  'qled',
  'usb',
  'hd',
  'hdmi',
  'ups',
  'gps',
  'ssd',
  'hdd',
  'ram',
  'cpu',
  'gpu',
  'ac',
  '4k',
  '8k',
])

function word(lower: string): string {
  if (ABBREVIATIONS.has(lower)) return lower.toUpperCase()
  return ACCENTED[lower] ?? lower
}

/**
 * Sentence case with the accents back: the first letter a capital, every other word in
 * lowercase except abbreviations. Meant for the seller's category values, not for prose or
 * brand names (which keep their own capitals).
 */
export function spanishSentenceCase(text: string): string {
  const words = text
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((w) => w.replace(/[\p{L}\p{N}]+/gu, (part) => word(part.toLocaleLowerCase('es'))))
  const joined = words.join(' ')
  return joined.replace(/\p{L}/u, (first) => first.toLocaleUpperCase('es'))
}

/**
 * A category or sub_category as shoppers read it: sentence case, accents back, and the
 * seller's ';' between list items shown as ', '.
 */
export function categoryLabel(value: string): string {
  return spanishSentenceCase(value.replace(/\s*;\s*/g, ', '))
}
