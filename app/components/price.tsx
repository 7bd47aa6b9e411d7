import { identity as store } from '#config/store-identity.ts'
import { formatPrice } from '#domain/format.ts'

/** A price that never breaks between '$' and the amount. */
export function Price({ amount, className = '' }: { amount: number | null | undefined; className?: string }) {
  return <span className={className ? `whitespace-nowrap ${className}` : 'whitespace-nowrap'}>{formatPrice(amount)}</span>
}

/** Ley 27.743: the amount without national taxes, under a price shown to a consumer. */
export function PriceWithoutTaxes({
  amount,
  className = '',
  as: Element = 'p',
}: {
  amount: number | null | undefined
  className?: string
  /** 'span' inside links and other phrasing content */
  as?: 'p' | 'span'
}) {
  return (
    <Element className={className}>
      {`${store.legal.priceWithoutTaxesLabel}: `}
      <Price amount={amount} />
    </Element>
  )
}
