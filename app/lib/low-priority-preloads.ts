/**
 * The head rewrite of entry.server.tsx, as a pure function over a streamed document: each call
 * gets what arrived so far (what was held back last time, then the new chunk) and returns what
 * can go out now. A tag cut between two chunks is held back until it is whole.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g
const HEAD_END = '</head>'

export interface RewriteStep {
  /** text to send now */
  output: string
  /** text to prepend to the next chunk */
  rest: string
  /** true once the head has ended: later chunks need no rewrite */
  done: boolean
}

const rewrite = (html: string) => html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"')

export function lowPriorityModulePreloads(text: string): RewriteStep {
  const end = text.indexOf(HEAD_END)
  if (end !== -1) {
    const head = end + HEAD_END.length
    return { output: rewrite(text.slice(0, head)) + text.slice(head), rest: '', done: true }
  }
  // Hold back from the last '<' when its tag has not closed yet (or could be '</head>' cut short).
  const open = text.lastIndexOf('<')
  const cut = open !== -1 && text.indexOf('>', open) === -1 ? open : text.length
  return { output: rewrite(text.slice(0, cut)), rest: text.slice(cut), done: false }
}
