/**
 * The Content-Security-Policy of the store's answers (decision
 * 024-csp-nonces-and-hashes-for-cached-pages). Scripts run only from this origin, from Google's
 * sign-in library, and inline only when the page names them: by a per-request nonce on a page
 * rendered for one visitor, by the SHA-256 of each inline script on a page kept in the page cache
 * (whose HTML is shared, so no per-request nonce can be in it). An injected `<script>` has
 * neither and does not run. Styles may be inline (React's style attributes, Google's button);
 * images may come from any https address (product photos, map tiles).
 */
import { createHash, randomBytes } from 'node:crypto'

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client'
const GOOGLE = 'https://accounts.google.com'

export type ScriptAllowance = { nonce: string } | { hashes: string[] } | 'self-only'

/** 128 random bits, base64: a fresh one per rendered page. */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

export function pagePolicy(scripts: ScriptAllowance): string {
  const inline =
    scripts === 'self-only' ? [] : 'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((h) => `'${h}'`)
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inline, GOOGLE_SCRIPT].join(' '),
    `style-src 'self' 'unsafe-inline' ${GOOGLE}/gsi/style`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${GOOGLE}/gsi/`,
    `frame-src ${GOOGLE}/gsi/`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/**
 * In development Vite injects its own inline scripts (the hot-reload client, React's refresh
 * preamble) without a nonce: scripts stay unrestricted there, as before this policy.
 */
export const DEVELOPMENT_POLICY = "frame-ancestors 'self'; base-uri 'self'; object-src 'none'"

/** Images a browser may open on their own (seller images, SVG included): nothing in them runs. */
export const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox"

/**
 * Invoice PDFs: nothing loads from them, but no `sandbox`, which keeps browsers' PDF viewers
 * from showing the document (a PDF's own script runs in the viewer, never on the store's origin).
 */
export const INVOICE_POLICY = "default-src 'none'; frame-ancestors 'self'"

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/**
 * The 'sha256-…' source of every inline script a browser would run in `html` (not those with a
 * `src`, nor data blocks such as JSON-LD), each once, in order of appearance.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', content = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!EXECUTABLE_TYPES.has(type)) continue
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}
