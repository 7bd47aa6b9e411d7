/** "Así lo ve el cliente": the store's price block for the prices as typed, with its instalment plans. */
import { useMemo } from 'react'
import { productPlanViews } from '#domain/financing-view.ts'
import { PlanList } from '../../product/plan-list.tsx'
import { PriceBlock } from '../../product/price-block.tsx'
import { Card } from '../admin-ui.tsx'
import { previewProductOf, type ProductFormState } from './product-form-state.ts'

export function ProductPreviewCard({ form }: { form: ProductFormState }) {
  const previewProduct = previewProductOf(form)
  // Keyed by the preview's JSON so the plans are worked out again only when a price changes.
  const previewKey = JSON.stringify(previewProduct)
  const plans = useMemo(() => {
    try {
      return productPlanViews(JSON.parse(previewKey) as typeof previewProduct)
    } catch {
      return []
    }
  }, [previewKey])
  return (
    <Card>
      <h2 className="mb-3 text-lg font-bold">Así lo ve el cliente</h2>
      <PriceBlock product={previewProduct} plans={plans} />
      <div className="mt-3">
        <PlanList plans={plans} open />
      </div>
    </Card>
  )
}
