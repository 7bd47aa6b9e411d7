/**
 * Descriptions, specifications and FAQ arrive as HTML from the seller's systems. Only
 * formatting survives: no scripts, no event handlers, no styles, no frames. Their headings, of
 * whatever level the seller's system wrote, become h3: the texts sit in the product page's tabs,
 * below its h2 sections, and a heading that skipped a level (h2 to h4) would break the page's
 * outline for screen readers and make the page invalid HTML. Images only from https or the
 * store's own images (domain/image-addresses.ts): any other address is a request the reader's
 * browser makes with its cookies.
 */
import sanitizeHtml from 'sanitize-html'
import { isSellerHtmlImage } from '#domain/image-addresses.ts'

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'div',
    'h3',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSellerHtmlImage(frame.attribs.src),
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    ...Object.fromEntries(['h1', 'h2', 'h4', 'h5', 'h6'].map((tag) => [tag, 'h3'])),
  },
}

/** Returns null for null or for HTML that is empty once cleaned, so pages show the "missing" text. */
export function sanitizeProductHtml(html: string | null | undefined): string | null {
  if (html == null) return null
  return emptyAsNull(sanitizeFragment(html))
}

/** The sanitiser itself, before the trim and the "empty" rule (template-sanitizer.ts reuses it). */
export function sanitizeFragment(html: string): string {
  return sanitizeHtml(html, options)
}

/** Trims, and says null for HTML with nothing to show. */
export function emptyAsNull(sanitized: string): string | null {
  const clean = sanitized.trim()
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !clean.includes('<img') ? null : clean
}
