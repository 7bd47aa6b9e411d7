/**
 * Descriptions, specifications and FAQ arrive as HTML from the seller's systems. Only
 * formatting survives: no scripts, no event handlers, no styles, no frames.
 */
import sanitizeHtml from 'sanitize-html'

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
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
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
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
}

/** Returns null for null or for HTML that is empty once cleaned, so pages show the "missing" text. */
export function sanitizeProductHtml(html: string | null | undefined): string | null {
  if (html == null) return null
  const clean = sanitizeHtml(html, options).trim()
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !clean.includes('<img') ? null : clean
}
