import { Link } from 'react-router'
import { fillStoreText, paragraphParts } from '#config/legal-text.ts'

/**
 * A configured paragraph (config/store.ts, `legal`): placeholders filled, `[text](/path)` as a
 * site link and `[text](https://…)` as an external one opening in a new tab.
 */
export function LegalParagraph({ text, linkClassName, className }: { text: string; linkClassName: string; className?: string }) {
  return (
    <p className={className}>
      {paragraphParts(fillStoreText(text)).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : part.external ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            {part.text}
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        ) : (
          <Link key={i} to={part.href} className={linkClassName}>
            {part.text}
          </Link>
        ),
      )}
    </p>
  )
}
