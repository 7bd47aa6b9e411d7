/**
 * The sanitiser for HTML made of a few shapes: the generated demo catalogue, whose million
 * descriptions, tables and FAQs are a handful of tag layouts around varying text. sanitize-html
 * decides everything from the tags; text between them only comes out decoded and re-escaped
 * (&, < and >). So each shape (the tags, with numbered markers where the text was) is sanitised
 * once, and every product fills its own text into the cleaned shape: a string split instead of
 * a parse, which is what let a 1,000,000-product seed finish (it was ~200 µs a product here).
 *
 * The result is byte for byte sanitizeProductHtml's (template-sanitizer.test.ts compares them on
 * the generated catalogue). HTML whose parse could depend on its text goes through the
 * sanitiser whole: comments, processing instructions, quotes left open inside a tag, or entities
 * other than the four escapeXml writes. Sellers' imports keep the plain sanitiser.
 */
import { emptyAsNull, sanitizeFragment, sanitizeProductHtml } from './html-sanitizer.ts'

const TAG = /(<[^>]*>)/
const MARK_OPEN = '\uE000'
const MARK_CLOSE = '\uE001'
const MARKER = /\uE000(\d+)\uE001/g
const ENTITY = /&(amp|lt|gt|quot);/g
const DECODED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"' }
/** shapes kept; the demo has a few dozen, so a full map means HTML of another kind */
const MAX_SHAPES = 2000

/** The text as sanitize-html writes it out, or null if it holds anything but the four entities. */
function cleanText(raw: string): string | null {
  if (!raw.includes('&')) return raw.includes('>') ? raw.replaceAll('>', '&gt;') : raw
  if (raw.replace(ENTITY, '').includes('&')) return null
  const text = raw.replace(ENTITY, (_, name: string) => DECODED[name]!)
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

function quotesClosed(tag: string): boolean {
  if (!tag.includes('"') && !tag.includes("'")) return true
  return (tag.split('"').length - 1) % 2 === 0 && (tag.split("'").length - 1) % 2 === 0
}

/** A sanitiser with its own memory of shapes: one per seed, dropped with it. */
export function templateSanitizer(): (html: string | null | undefined) => string | null {
  const shapes = new Map<string, string>()
  return (html) => {
    if (html == null) return null
    if (html.includes('<!') || html.includes('<?') || html.includes(MARK_OPEN) || html.includes(MARK_CLOSE)) {
      return sanitizeProductHtml(html)
    }
    // Even parts are text (often empty), odd parts tags.
    const parts = html.split(TAG)
    const texts: string[] = []
    let shape = ''
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!
      if (i % 2 === 1) {
        if (!quotesClosed(part)) return sanitizeProductHtml(html)
        shape += part
      } else if (part !== '') {
        const clean = part.includes('<') ? null : cleanText(part)
        if (clean === null) return sanitizeProductHtml(html)
        shape += `${MARK_OPEN}${texts.length}${MARK_CLOSE}`
        texts.push(clean)
      }
    }
    let cleanShape = shapes.get(shape)
    if (cleanShape === undefined) {
      if (shapes.size >= MAX_SHAPES) shapes.clear()
      cleanShape = sanitizeFragment(shape)
      shapes.set(shape, cleanShape)
    }
    return emptyAsNull(cleanShape.replace(MARKER, (_, i: string) => texts[Number(i)]!))
  }
}
