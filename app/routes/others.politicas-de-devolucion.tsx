import { RotateCcw } from '../components/icons.tsx'
import { InfoCard, PageHeading } from '../components/others/info-ui.tsx'
import { pageMeta } from '../lib/page-meta.ts'

export const meta = pageMeta({
  title: 'Políticas de devolución',
  description: 'Políticas de cambios y devoluciones.',
  canonicalPath: '/others/politicas_de_devolucion',
})

/**
 * This page holds only placeholder filler text. The seller replaces it with the real
 * policy; until then it says nothing a customer could take as a commitment.
 */
const FILLER = [
  {
    title: 'Condiciones generales',
    paragraphs: [
      'Texto de ejemplo. Este espacio está reservado para describir las condiciones generales de cambios y devoluciones. El contenido definitivo será publicado próximamente.',
      'Texto de ejemplo. Aquí se detallarán los requisitos, los plazos y la documentación necesaria para cada caso, junto con las excepciones que correspondan.',
    ],
  },
  {
    title: 'Plazos',
    paragraphs: [
      'Texto de ejemplo. En esta sección se indicarán los plazos aplicables desde la recepción del producto, así como la forma de computarlos.',
    ],
  },
  {
    title: 'Cómo iniciar una solicitud',
    paragraphs: [
      'Texto de ejemplo. Aquí se explicarán los pasos para iniciar una solicitud, los canales de contacto disponibles y el estado en que debe encontrarse el producto.',
      'Texto de ejemplo. Este párrafo completa el espacio reservado y será reemplazado por la política vigente.',
    ],
  },
]

export default function ReturnsPolicy() {
  return (
    <article>
      <PageHeading title="Políticas de devolución" icon={RotateCcw} />
      <div className="max-w-4xl space-y-6">
        {FILLER.map((section) => (
          <InfoCard key={section.title} title={section.title}>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </InfoCard>
        ))}
      </div>
    </article>
  )
}
