import { formatPrice } from '#domain/format.ts'

/** A price that never breaks between '$' and the amount. */
export function Price({ amount, className = '' }: { amount: number | null | undefined; className?: string }) {
  return <span className={`whitespace-nowrap ${className}`}>{formatPrice(amount)}</span>
}
