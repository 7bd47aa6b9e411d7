import { Link } from 'react-router'
import { productHref } from '../../lib/paths.ts'
import { STOCK_ALERT_FORM_ID, STOCK_ALERT_LABEL } from './stock-alert-words.ts'

/** On a card without stock: to the product page's 'Avisame cuando ingrese' form. */
export function CardAlertLink({ sku }: { sku: string }) {
  return (
    <Link
      to={`${productHref(sku)}#${STOCK_ALERT_FORM_ID}`}
      className="mt-2 block text-center text-xs font-semibold text-brand underline"
    >
      {STOCK_ALERT_LABEL}
    </Link>
  )
}
