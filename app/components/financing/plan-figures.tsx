import { FINANCING_LABELS } from '#domain/legal-messages.ts'
import type { PlanView } from '#domain/financing-view.ts'

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
export function PlanFigures({ plan, size, showCash = true }: { plan: PlanView; size: 'card' | 'page'; showCash?: boolean }) {
  const small = size === 'card' ? 'text-[11px]' : 'text-xs'
  // Twice the size of the small print above, whatever the surface (a browser test measures it).
  const cft = size === 'card' ? 'text-[22px]' : 'text-2xl'
  return (
    <span data-testid="financing" data-plan={plan.instalments} className="block leading-tight">
      <span
        className={`block ${size === 'card' ? 'text-xs font-semibold text-gray-800' : 'text-sm font-semibold text-gray-900'}`}
      >
        {plan.line}
      </span>
      <span data-testid="financing-details" className={`mt-0.5 block ${small} text-gray-600`}>
        {showCash && (
          <>
            <span className="whitespace-nowrap">
              {FINANCING_LABELS.cashPrice}: {plan.cash}
            </span>
            {' · '}
          </>
        )}
        <span className="whitespace-nowrap">
          {FINANCING_LABELS.financedTotal}: {plan.total}
        </span>
        {' · '}
        <span data-testid="tea" className="whitespace-nowrap">
          {FINANCING_LABELS.tea}: {plan.tea}
        </span>
        {size === 'page' && (
          <>
            {' · '}
            <span className="whitespace-nowrap">
              {FINANCING_LABELS.tna}: {plan.tna}
            </span>
          </>
        )}
      </span>
      <span data-testid="cftea" className={`mt-0.5 block whitespace-nowrap font-extrabold text-cft ${cft}`}>
        {FINANCING_LABELS.cftea}: {plan.cftea}
      </span>
    </span>
  )
}
