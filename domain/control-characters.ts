/**
 * Text no person types: C0 control characters and DEL. PostgreSQL refuses U+0000 in any text
 * (the query fails as a 500), and the others only ever arrive from scripts probing the store.
 * Tab and line breaks are typed into text areas, so free text may keep those three.
 */

// eslint-disable-next-line no-control-regex
const CONTROL_IN_FREE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
// eslint-disable-next-line no-control-regex
const CONTROL_IN_ONE_LINE = /[\u0000-\u001F\u007F]/

/** Half a surrogate pair: not text, and PostgreSQL refuses it in JSON (jsonb). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True for text a form could not have sent: a control character other than tab, CR and LF, or half a surrogate pair. */
export function isUnacceptableText(text: string): boolean {
  return CONTROL_IN_FREE_TEXT.test(text) || LONE_SURROGATE.test(text)
}

/** True when a one-line value (a sku, a cookie value) holds any control character, tab and line breaks included. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_IN_ONE_LINE.test(text)
}
