/**
 * Every instalment plan of a product with its figures (docs/legal.md), folded under the buy
 * buttons: the price block already shows the advertised one (price-block.tsx), and four plans
 * open would push the buttons out of the first screen. A <details>: opens without script.
 */
import type { PlanView } from '#domain/financing-view.ts'
import { PlanFigures } from '../financing/plan-figures.tsx'

export const PLAN_LIST_TITLE = 'Cuotas fijas con tarjeta de crédito'

export function PlanList({ plans, open = false }: { plans: PlanView[]; open?: boolean }) {
  if (plans.length === 0) return null
  return (
    <section aria-labelledby="financing-title" className="rounded-lg bg-white px-3 py-2 ring-1 ring-gray-200 md:px-4">
      <details open={open}>
        <summary className="cursor-pointer py-1">
          <h2 id="financing-title" className="inline text-sm font-bold text-gray-900">
            {PLAN_LIST_TITLE}
          </h2>
          <span className="ml-2 text-sm text-brand underline">Ver todas las cuotas</span>
        </summary>
        <ul className="mt-1 divide-y divide-gray-100">
          {plans.map((plan) => (
            <li key={plan.list} className="py-2">
              <PlanFigures plan={plan} size="page" />
            </li>
          ))}
        </ul>
      </details>
    </section>
  )
}
