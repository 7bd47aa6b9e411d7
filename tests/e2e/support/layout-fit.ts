/**
 * What "fits" means for the overflow walk (layout-fit.spec.ts): the page does not pan sideways,
 * no visible element reaches past the viewport's edges, and no box's content runs out of it
 * (a long e-mail past its card). Content inside a horizontal
 * scroller or a clipping frame (the carousels, a wide table's frame) is the frame's business: the
 * frame itself must fit.
 */
import type { Page } from '@playwright/test'
import { expect } from '../fixtures.ts'

export const WALK_WIDTHS = { 'mobile-390': [390, 768], 'desktop-1440': [1024, 1440] } as const

/** Up to ten descriptions of what does not fit, read in the browser. */
export function overflowsIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const problems: string[] = []
    if (root.scrollWidth > width) problems.push(`the page is ${root.scrollWidth} px wide in ${width} px`)
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : ''
      const cls =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : ''
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${(el.textContent ?? '').trim().slice(0, 40)}"`
    }
    // A scroller, or a frame that clips on purpose (a carousel's viewport), holding more than it shows.
    const scrolls = (el: Element) => getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth
    // Text that runs out of its own box (a long e-mail past its card); a box's positioned
    // decorations (a badge over a button) are not its text.
    const ownText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '')
    const inScroller = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (scrolls(a)) return true
      return false
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (problems.length >= 10) break
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
      const style = getComputedStyle(el)
      if (style.position === 'fixed' && el.closest('[aria-hidden="true"]')) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || el.closest('.sr-only') || inScroller(el)) continue
      if (box.right > width + 1 || box.left < -1)
        problems.push(`${describe(el)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`)
      else if (
        style.display !== 'inline' &&
        ownText(el) &&
        style.overflowX === 'visible' &&
        el.clientWidth > 0 &&
        el.scrollWidth > el.clientWidth + 1 &&
        !(el instanceof SVGElement)
      )
        problems.push(`${describe(el)} holds ${el.scrollWidth} px in ${el.clientWidth} px`)
    }
    return problems
  })
}

/** Fails, naming what sticks out, unless the page as it stands fits its viewport. */
export async function expectFits(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => overflowsIn(page), { message: `${what} at ${page.viewportSize()?.width} px`, timeout: 3_000 })
    .toEqual([])
}
