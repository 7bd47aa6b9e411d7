import { Fragment } from 'react'
import { FINANCING_LABELS } from '#domain/financing-labels.ts'
import type { CardPlan, PlanView } from '#domain/financing-view.ts'

/**
 * One instalment plan as the price rules ask to show it (docs/legal.md, 'What the pages show'):
 * the number and amount of the instalments, the cash price, the total financed price, the TEA
 * and the TNA, and the CFTEA in bold, in the highlighted colour, in the same font and twice the
 * size of the text that carries the other figures. The figures arrive written (PlanView): the
 * card and the product page get them from their loaders, the cart from the same functions.
 *
 * `size`: 'card' fits a product card of a two-column grid at 390 px; 'page' the product page
 * and the cart's payment options. Spans only: the cart puts it inside a radio button's label.
 */
export function PlanFigures(
  props: ({ plan: CardPlan; size: 'card' } | { plan: PlanView; size: 'page' }) & {
    showCash?: boolean
    /** the TNA, not among the figures the rules ask for: the product page's advertised plan leaves it to the full list */
    showTna?: boolean
    /** more classes for the outer span (a card's margin, without a wrapper of its own) */
    className?: string
  },
) {
  const { plan, size, showCash = true, showTna = true, className } = props
  const card = size === 'card'
  // Twice the size of the small print (11 px on a card, 12 px elsewhere); a browser test measures it.
  const small = card ? 'text-[11px]' : 'text-xs'
  const cft = card ? 'text-[22px]' : 'text-2xl'
  const details: { key: string; label: string; value: string }[] = [
    ...(showCash ? [{ key: 'cash', label: FINANCING_LABELS.cashPrice, value: plan.cash }] : []),
    { key: 'total', label: FINANCING_LABELS.financedTotal, value: plan.total },
    { key: 'tea', label: FINANCING_LABELS.tea, value: plan.tea },
    ...(props.size === 'card' || !showTna ? [] : [{ key: 'tna', label: FINANCING_LABELS.tna, value: props.plan.tna }]),
  ]
  return (
    <span data-testid="financing" data-plan={plan.instalments} className={`block leading-tight ${className ?? ''}`}>
      <span className={`block ${card ? 'text-xs font-semibold text-gray-800' : 'text-sm font-semibold text-gray-900'}`}>
        {plan.line}
      </span>
      <span data-testid="financing-details" className={`mt-0.5 block ${small} text-gray-600`}>
        {details.map((detail, index) => (
          // On a card each figure has its line; elsewhere they run on, separated by '·', and
          // break between figures, never inside one.
          <Fragment key={detail.key}>
            {!card && index > 0 && ' · '}
            <span data-testid={detail.key} className={card ? 'block' : 'whitespace-nowrap'}>
              {`${detail.label}: `}
              <span className="whitespace-nowrap">{detail.value}</span>
            </span>
          </Fragment>
        ))}
      </span>
      {/* The value never breaks; on a narrow card it may go under its label. */}
      <span data-testid="cftea" className={`mt-0.5 block font-extrabold text-cft ${cft}`}>
        {`${FINANCING_LABELS.cftea}: `}
        <span className="whitespace-nowrap">{plan.cftea}</span>
      </span>
    </span>
  )
}
