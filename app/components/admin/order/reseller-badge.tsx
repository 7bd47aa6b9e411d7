import { RESELLER_MARK } from '#domain/wholesale/wholesale-prices.ts'

/** "Revendedor": a reseller's order, in the orders list and on the order's page (issue 33). */
export function ResellerBadge({ className = '' }: { className?: string }) {
  return (
    <span
      data-testid="reseller-badge"
      className={`inline-block rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-900 ${className}`}
    >
      {RESELLER_MARK}
    </span>
  )
}
