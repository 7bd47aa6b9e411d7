import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { DocumentHtml, type HtmlField } from '../../lib/document-html.tsx'

interface Tab {
  key: string
  label: string
  html: HtmlField | null
  missing: string
}

/** Descripción / Especificaciones / FAQ as ARIA tabs: arrow keys move between them. */
export function ProductTabs({ tabs }: { tabs: Tab[] }) {
  const [active, setActive] = useState(0)
  const id = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  function onKeyDown(event: KeyboardEvent) {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!delta) return
    event.preventDefault()
    const next = (active + delta + tabs.length) % tabs.length
    setActive(next)
    refs.current[next]?.focus()
  }

  return (
    <div className="rounded-lg bg-white ring-1 ring-gray-200">
      <div
        role="tablist"
        aria-label="Información del producto"
        className="flex overflow-x-auto border-b border-gray-200"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className={`shrink-0 border-b-2 px-4 py-3 text-sm font-bold ${i === active ? 'border-brand text-brand' : 'border-transparent text-gray-600 hover:text-gray-900'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={i !== active}
          tabIndex={0}
          className="product-html p-4 text-sm leading-relaxed text-gray-800"
        >
          {tab.html ? <DocumentHtml field={tab.html} /> : <p className="text-gray-600">{tab.missing}</p>}
        </div>
      ))}
    </div>
  )
}
