/**
 * The legal texts of config/store.ts name the seller through placeholders, so changing the legal
 * name, the CUIT or an address in one place changes every page and e-mail that mentions it.
 */
import { identity as store } from './store-identity.ts'

/** Every placeholder a legal text may use, with its value. */
export const STORE_TEXT_VALUES: Readonly<Record<string, string>> = {
  brandName: store.brandName,
  legalName: store.legalName,
  cuit: store.cuit,
  address: store.legal.address,
  email: store.legal.email,
  phone: store.phones.main.display,
  hours: store.hours.footer,
  pickupHours: store.hours.pickup,
  withdrawalDays: String(store.legal.withdrawal.termDays),
  accessRights: store.legal.personalData.accessRights,
  authority: store.legal.personalData.authority,
  authorityUrl: store.legal.personalData.authorityUrl,
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g

/** Replaces `{name}` placeholders with the store's values; an unknown one is left as written. */
export function fillStoreText(template: string, values: Readonly<Record<string, string>> = STORE_TEXT_VALUES): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole))
}

/** The placeholders a text uses that have no value (config/store.test.ts keeps this empty). */
export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !Object.hasOwn(STORE_TEXT_VALUES, name))
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; external: boolean }

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g

/**
 * Splits a filled paragraph into text and `[label](href)` links. Only site paths ('/…') and
 * https addresses become links; anything else stays as the text it was written as.
 */
export function paragraphParts(paragraph: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of paragraph.matchAll(LINK)) {
    const [whole, text, href] = match as unknown as [string, string, string]
    const internal = href.startsWith('/') && !href.startsWith('//')
    const external = href.startsWith('https://')
    if (!internal && !external) continue
    if (match.index > last) parts.push({ kind: 'text', text: paragraph.slice(last, match.index) })
    parts.push({ kind: 'link', text, href, external })
    last = match.index + whole.length
  }
  if (last < paragraph.length) parts.push({ kind: 'text', text: paragraph.slice(last) })
  return parts
}

/** A paragraph as plain text: links become 'label (address)' for e-mails. */
export function plainParagraph(paragraph: string): string {
  return paragraphParts(paragraph)
    .map((p) => (p.kind === 'text' ? p.text : p.external ? `${p.text} (${p.href})` : p.text))
    .join('')
}
