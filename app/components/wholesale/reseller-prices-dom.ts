/**
 * An approved reseller's prices in the browser (issue 33, item 5), loaded after hydration by
 * reseller-prices-boot.tsx for a signed-in shopper only, so no page's first script carries it.
 * Every page's HTML is everyone's (decision 020): each price sits in a slot
 * (reseller-price-slot.tsx) whose reseller block is empty and reserved. This module finds every
 * `[data-reseller-price]` on the page, those added later too (static recommendation cards,
 * decision 040, and React's alike), asks POST /api/reseller-prices for the skus not asked yet,
 * fills the blocks' lines and turns the slots on. A 401 or 403 means "not a reseller": remembered
 * for that session in sessionStorage, and nothing more is asked. React reads the same state
 * through use-reseller-prices.ts (the cart and the checkout).
 */
import type { ResellerPrice, ResellerPricesAnswer, ResellerTermsView } from '#domain/wholesale/wholesale-prices.ts'
import { api } from '../../lib/api-client.ts'
import { isResellerLine, resellerLineText, tokenHash, unaskedBatches } from './reseller-sku-batches.ts'

export interface ResellerSnapshot {
  /** the server answered this session's prices: an approved reseller */
  approved: boolean
  /** the server has said whether this session is a reseller's (false while signed out or waiting) */
  settled: boolean
  /** by sku; a product without a wholesale price is absent (its retail prices apply) */
  prices: ReadonlyMap<string, ResellerPrice>
  terms: ResellerTermsView | null
}

/** Remembers, for this tab, the hash of a token the server said is not a reseller's. */
const REFUSED_KEY = 'resellerPrices.refused'
const SLOT = '[data-reseller-slot]'
const BLOCK = '[data-reseller-price]'

export const SIGNED_OUT_SNAPSHOT: ResellerSnapshot = Object.freeze({
  approved: false,
  settled: false,
  prices: new Map<string, ResellerPrice>(),
  terms: null,
})

let token: string | null = null
/** setResellerSession has been called: until then a null token is only "not told yet" */
let sessionKnown = false
let generation = 0
let refused = false
let snapshot: ResellerSnapshot = SIGNED_OUT_SNAPSHOT
let prices = new Map<string, ResellerPrice>()
let asked = new Set<string>()
/** skus React asked for (useResellerPrices): asked with the page's at the next flush */
const wanted = new Set<string>()
let inFlight = 0
let scanQueued = false
let started = false
const listeners = new Set<() => void>()

/**
 * How long a refusal is believed: a customer approved meanwhile sees their prices within this
 * time in an open tab (and at once after opening Mi cuenta's reseller page: forgetResellerRefusal).
 */
const REFUSAL_MS = 10 * 60 * 1000

function readRefused(value: string): boolean {
  try {
    const [hash, until] = (sessionStorage.getItem(REFUSED_KEY) ?? '').split('|')
    return hash === tokenHash(value) && Number(until) > Date.now()
  } catch {
    return false
  }
}

function writeRefused(value: string): void {
  try {
    sessionStorage.setItem(REFUSED_KEY, `${tokenHash(value)}|${Date.now() + REFUSAL_MS}`)
  } catch {
    // private mode: this page still asks nothing more
  }
}

function publish(next: Partial<ResellerSnapshot>): void {
  snapshot = { ...snapshot, ...next }
  for (const listener of listeners) listener()
}

/** One slot as the state says: the reseller's lines on, or back to the retail prices. */
function paintBlock(block: HTMLElement): void {
  const slot = block.closest<HTMLElement>(SLOT)
  const retail = slot?.querySelector<HTMLElement>(':scope > [data-reseller-retail]')
  if (!slot || !retail) return
  const price = snapshot.approved ? prices.get(block.dataset.resellerPrice ?? '') : undefined
  for (const line of block.querySelectorAll<HTMLElement>('[data-reseller-line]')) {
    const kind = line.dataset.resellerLine
    const text = price && isResellerLine(kind) ? resellerLineText(kind, price) : ''
    if (line.textContent !== text) line.textContent = text
  }
  const on = price !== undefined
  if ((slot.dataset.reseller === 'on') === on) return
  if (on) {
    slot.dataset.reseller = 'on'
    retail.setAttribute('aria-hidden', 'true')
    block.removeAttribute('aria-hidden')
  } else {
    delete slot.dataset.reseller
    retail.removeAttribute('aria-hidden')
    block.setAttribute('aria-hidden', 'true')
  }
}

function pageSkus(): string[] {
  return [...document.querySelectorAll<HTMLElement>(BLOCK)].map((block) => block.dataset.resellerPrice ?? '')
}

/** Paints every slot, then asks for the skus on the page (and React's) not asked yet. */
function scan(): void {
  scanQueued = false
  if (typeof document === 'undefined') return
  for (const block of document.querySelectorAll<HTMLElement>(BLOCK)) paintBlock(block)
  if (token && !refused) {
    for (const batch of unaskedBatches([...pageSkus(), ...wanted], asked)) void ask(token, batch)
  }
  document.documentElement.dataset.resellerPrices = inFlight > 0 ? 'pending' : 'ready'
}

function scheduleScan(): void {
  if (scanQueued) return
  scanQueued = true
  queueMicrotask(scan)
}

async function ask(sent: string, skus: string[]): Promise<void> {
  const mine = generation
  for (const sku of skus) asked.add(sku)
  inFlight += 1
  const answer = await api<ResellerPricesAnswer>('/api/reseller-prices', { method: 'POST', body: { skus } })
  inFlight -= 1
  if (mine !== generation) return
  if (answer.ok && answer.data) {
    for (const price of answer.data.prices) prices.set(price.sku, price)
    const { minimum_order, credit } = answer.data
    publish({ approved: true, settled: true, prices: new Map(prices), terms: { minimum_order, credit } })
  } else if (answer.status === 401 || answer.status === 403) {
    refused = true
    writeRefused(sent)
    prices = new Map()
    publish({ approved: false, settled: true, prices, terms: null })
  } else {
    // the network or the server failed: these skus may be asked again when the page changes
    for (const sku of skus) asked.delete(sku)
  }
  scheduleScan()
}

/** Follows the session: signed out (null) puts every slot back to the retail prices. */
export function setResellerSession(next: string | null): void {
  if (sessionKnown && next === token) return
  sessionKnown = true
  token = next
  generation += 1
  prices = new Map()
  asked = new Set()
  refused = next !== null && readRefused(next)
  snapshot = SIGNED_OUT_SNAPSHOT
  publish({ settled: next === null ? false : refused, prices })
  scheduleScan()
}

/**
 * The account is approved now (Mi cuenta's reseller page said so, where the approval e-mail
 * leads): a refusal remembered for this session is forgotten and the page asks again.
 */
export function forgetResellerRefusal(): void {
  try {
    sessionStorage.removeItem(REFUSED_KEY)
  } catch {
    // nothing was remembered
  }
  if (!refused) return
  refused = false
  generation += 1
  asked = new Set()
  snapshot = SIGNED_OUT_SNAPSHOT
  publish({ settled: false, prices })
  scheduleScan()
}

/** The state React reads (useSyncExternalStore): the same object until something changes. */
export const resellerSnapshot = (): ResellerSnapshot => snapshot

export function subscribeResellerPrices(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Asks for skus that are not on the page (the cart's lines): once each, with the next request. */
export function requestResellerPrices(skus: string[]): void {
  let added = false
  for (const sku of skus) {
    if (sku && !wanted.has(sku)) {
      wanted.add(sku)
      added = true
    }
  }
  if (added) scheduleScan()
}

/** Installs the watch for slots added or changed later; once per page load. */
export function startResellerPrices(): void {
  if (started || typeof document === 'undefined') return
  started = true
  new MutationObserver(scheduleScan).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-reseller-price'],
  })
}
