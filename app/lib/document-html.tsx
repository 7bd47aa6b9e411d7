/**
 * HTML a page shows once, not twice (decision 033).
 *
 * React Router writes a page's loader data into the document for hydration, so a product's
 * sanitised description, specifications and FAQ went out twice: rendered, and again as escaped
 * strings in the hydration data. For a document request the loader hands such HTML to the
 * server's render through the load context instead (`documentHtml`, a map the server creates only
 * for documents, server/pages/pages.ts) and puts a reference in its data; in the browser the component
 * takes the HTML back from the element the server rendered. A client navigation's data request
 * has no map, so its data carries the HTML itself.
 */
import { createContext, useContext, useState, type HTMLAttributes } from 'react'
import type { AppLoadContext } from 'react-router'

/** A piece of HTML in loader data: the HTML itself, or the key under which the document carries it. */
export type HtmlField = { html: string } | { inDocument: string }

/** The document render's HTML by key (entry.server.tsx provides it; the browser has none). */
const DocumentHtmlContext = createContext<ReadonlyMap<string, string> | undefined>(undefined)

export const DocumentHtmlProvider = DocumentHtmlContext.Provider

/**
 * For a loader: `html` as loader data, kept out of the hydration data when the request is a
 * document's. `key` names it in the document (unique within the page); null for no HTML.
 */
export function htmlField(context: Pick<AppLoadContext, 'documentHtml'>, key: string, html: string | null): HtmlField | null {
  if (!html) return null
  if (!context.documentHtml) return { html }
  context.documentHtml.set(key, html)
  return { inDocument: key }
}

function elementId(key: string): string {
  return `document-html-${key}`
}

/**
 * `field`'s HTML and the id of the element that holds it. From the document's copy it is the HTML
 * the server wrote into that element (read from it once, so a render React has to redo in the
 * browser keeps it too); a field with its HTML (a client navigation) gives it as it is.
 */
export function useDocumentHtml(field: HtmlField): { html: string; id?: string } {
  const fromServer = useContext(DocumentHtmlContext)
  const key = 'inDocument' in field ? field.inDocument : undefined
  const [fromDocument] = useState(() => {
    if (key === undefined) return ''
    if (fromServer) return fromServer.get(key) ?? ''
    return typeof document === 'undefined' ? '' : (document.getElementById(elementId(key))?.innerHTML ?? '')
  })
  return 'html' in field ? { html: field.html } : { html: fromDocument, id: elementId(field.inDocument) }
}

/** A div holding `field`'s HTML (see useDocumentHtml). */
export function DocumentHtml({ field, ...props }: { field: HtmlField } & Omit<HTMLAttributes<HTMLDivElement>, 'id'>) {
  const { html, id } = useDocumentHtml(field)
  return <div {...props} {...(id === undefined ? {} : { id })} dangerouslySetInnerHTML={{ __html: html }} />
}
