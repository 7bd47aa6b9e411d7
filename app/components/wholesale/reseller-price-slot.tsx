import type { ReactNode } from 'react'
import type { ResellerLine } from './reseller-sku-batches.ts'

/**
 * Where a price sits (issue 33, item 5): the retail prices (children) and an empty reseller block,
 * stacked in the one cell of a grid, so the cell is as tall as the taller of the two. The HTML is
 * everyone's (decision 020). After hydration the reseller prices module (reseller-prices-dom.ts)
 * fills an approved reseller's block and sets `data-reseller="on"`: the retail block turns
 * invisible, keeping its space, and the reseller block shows; nothing around it moves. Whichever
 * is hidden is aria-hidden, so a screen reader reads the prices in sight.
 *
 * Each variant's lines are never taller than the retail prices they replace (the browser test
 * measures them at 390 and 1440 px) nor wider (the block adds no width to the cell).
 */
export type ResellerSlotVariant = 'card' | 'page-price' | 'page' | 'suggestion'

interface Line {
  line: ResellerLine
  className: string
}

const LINES: Record<ResellerSlotVariant, readonly Line[]> = {
  // a card of a two-column grid at 390 px: the price with IVA as the list price, the wholesale label small
  card: [
    { line: 'with-vat', className: 'block text-base font-bold leading-6 text-gray-900' },
    { line: 'wholesale', className: 'mt-0.5 block text-xs font-semibold leading-tight text-offer' },
  ],
  // the product page's big price, beside the stock badge: the same size, on one line
  'page-price': [{ line: 'price', className: 'text-2xl font-extrabold md:text-3xl' }],
  // under it, in place of the cash offer, the price without national taxes and the advertised plan
  page: [
    { line: 'wholesale', className: 'block text-base font-bold text-offer md:text-lg' },
    { line: 'with-vat', className: 'block text-sm text-gray-600' },
  ],
  // a suggestion's two lines: the price with IVA, then the wholesale label
  suggestion: [
    { line: 'with-vat', className: 'block text-sm font-bold' },
    { line: 'wholesale', className: 'block text-xs text-offer' },
  ],
}

export function ResellerPriceSlot({
  sku,
  variant,
  className = '',
  children,
}: {
  sku: string
  variant: ResellerSlotVariant
  className?: string
  children: ReactNode
}) {
  // Phrasing content inside a suggestion's link; blocks elsewhere.
  const Box = variant === 'suggestion' ? 'span' : 'div'
  return (
    <Box data-reseller-slot="" className={`group/reseller grid ${className}`}>
      <Box data-reseller-retail="" className="block [grid-area:1/1] group-data-[reseller=on]/reseller:invisible">
        {children}
      </Box>
      {/* width 0 and at least the cell's: the reseller's lines never widen the cell */}
      <Box
        data-reseller-price={sku}
        aria-hidden="true"
        className={`invisible block w-0 min-w-full [grid-area:1/1] group-data-[reseller=on]/reseller:visible ${variant === 'page-price' ? 'whitespace-nowrap' : ''}`}
      >
        {LINES[variant].map(({ line, className: lineClass }) => (
          <span key={line} data-reseller-line={line} className={lineClass} />
        ))}
      </Box>
    </Box>
  )
}
