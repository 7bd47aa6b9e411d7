/**
 * The favourites in the browser, loaded after hydration (favourites-boot.tsx), so no page's
 * first script carries it. A visitor's list lives in localStorage; a signed-in shopper's in the
 * account (/api/favourites), and at sign-in the visitor's list is joined to it and cleared here.
 * It paints every heart (`[data-favourite]`, favourite-heart.tsx) on the page, those added later
 * too, and answers their clicks: React cards and static markup alike.
 */
import { FAVOURITE_MESSAGES } from '#domain/shopper-lists/favourite-items.ts'
import { FAVOURITES_STORAGE_KEY, MAX_FAVOURITES, cleanFavouriteIds } from '#domain/shopper-lists/favourites.ts'
import { api } from '../../lib/api-client.ts'
import { showAlert } from '../../lib/dialogs.ts'

let ids: number[] = []
let token: string | null = null
let generation = 0
let started = false
let paintQueued = false
const listeners = new Set<() => void>()

function readLocal(): number[] {
  try {
    return cleanFavouriteIds(JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]'))
  } catch {
    return []
  }
}

function writeLocal(list: number[] | null): void {
  try {
    if (list === null || list.length === 0) localStorage.removeItem(FAVOURITES_STORAGE_KEY)
    else localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(list))
  } catch {
    // private mode or storage full: the hearts still work for this page
  }
}

function paint(): void {
  paintQueued = false
  const saved = new Set(ids)
  for (const button of document.querySelectorAll<HTMLElement>('[data-favourite]')) {
    const on = saved.has(Number(button.dataset.favourite))
    const label = on ? FAVOURITE_MESSAGES.remove : FAVOURITE_MESSAGES.add
    if (button.getAttribute('aria-pressed') !== String(on)) button.setAttribute('aria-pressed', String(on))
    if (button.getAttribute('aria-label') !== label) {
      button.setAttribute('aria-label', label)
      button.title = label
    }
  }
  document.documentElement.dataset.favourites = 'ready'
}

function schedulePaint(): void {
  if (paintQueued) return
  paintQueued = true
  queueMicrotask(paint)
}

function set(next: number[]): void {
  ids = next
  schedulePaint()
  for (const listener of listeners) listener()
}

/** The saved product ids, newest first. */
export const favouriteIds = (): readonly number[] => ids

export function subscribeFavourites(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Follows the session: a visitor's list from the browser; an account's from the API, after joining the visitor's. */
export async function setFavouritesSession(next: string | null): Promise<void> {
  token = next
  const mine = ++generation
  if (!next) {
    set(readLocal())
    return
  }
  const local = readLocal()
  if (local.length > 0) {
    const joined = await api<{ ids: number[] }>('/api/favourites/join', { method: 'POST', body: { ids: local } })
    if (mine !== generation) return
    if (joined.ok && joined.data) {
      writeLocal(null)
      set(joined.data.ids)
      return
    }
  }
  const answer = await api<{ ids: number[] }>('/api/favourites/ids')
  if (mine === generation && answer.ok && answer.data) set(answer.data.ids)
}

/** Saves or removes one product; the account's answer is the list's truth. */
export async function toggleFavourite(productId: number): Promise<void> {
  const before = ids
  const adding = !before.includes(productId)
  const next = adding ? [productId, ...before] : before.filter((id) => id !== productId)
  if (!token) {
    if (adding && before.length >= MAX_FAVOURITES) {
      await showAlert({ icon: 'warning', text: FAVOURITE_MESSAGES.full })
      return
    }
    writeLocal(next)
    set(next)
    return
  }
  set(next)
  const answer = await api<{ ids: number[] }>(`/api/favourites/${productId}`, { method: adding ? 'PUT' : 'DELETE' })
  if (answer.ok && answer.data) set(answer.data.ids)
  else {
    set(before)
    if (answer.message) await showAlert({ icon: 'warning', text: answer.message })
  }
}

/** Installs the click handler and the watch for hearts added later; once per page load. */
export function startFavourites(): void {
  if (started) return
  started = true
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-favourite]') : null
    if (!target) return
    event.preventDefault()
    void toggleFavourite(Number(target.dataset.favourite))
  })
  new MutationObserver(schedulePaint).observe(document.body, { childList: true, subtree: true })
}
