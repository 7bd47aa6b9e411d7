import { describe, expect, it } from 'vitest'
import { lowPriorityModulePreloads } from './low-priority-preloads.ts'

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/home.js"/></head>' +
  '<body><p>texto <link rel="modulepreload" href="/x.js"/></p>'

/** Streams `html` in chunks of `size` characters through the rewrite, as entry.server does. */
function streamed(html: string, size: number): string {
  let pending = ''
  let done = false
  let out = ''
  for (let i = 0; i < html.length; i += size) {
    const chunk = html.slice(i, i + size)
    if (done) {
      out += chunk
      continue
    }
    const step = lowPriorityModulePreloads(pending + chunk)
    out += step.output
    pending = step.rest
    done = step.done
  }
  return out + pending
}

describe('lowPriorityModulePreloads', () => {
  it("marks the head's module preloads low priority and leaves the rest as it was", () => {
    const out = streamed(head, head.length)
    expect(out).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/home.js"/></head>' +
        '<body><p>texto <link rel="modulepreload" href="/x.js"/></p>',
    )
  })

  it('gives the same document whatever the chunk boundaries', () => {
    const whole = streamed(head, head.length)
    for (const size of [1, 2, 3, 7, 13, 40, 64]) expect(streamed(head, size), `chunks of ${size}`).toBe(whole)
  })

  it('does not add the attribute twice and passes a document without a head through', () => {
    const marked = '<head><link rel="modulepreload" fetchpriority="high" href="/a.js"/></head>'
    expect(streamed(marked, 5)).toBe(marked)
    expect(streamed('<p>sin head</p>', 4)).toBe('<p>sin head</p>')
  })
})
