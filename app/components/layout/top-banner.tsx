import { Truck } from '../icons.tsx'
import { Link } from 'react-router'
import { identity as store } from '#config/store-identity.ts'

export function TopBanner() {
  return (
    <Link
      to="/shipments"
      className="flex items-center justify-center gap-2 bg-brand-dark px-3 py-1.5 text-center text-xs font-medium text-white hover:underline sm:text-sm"
    >
      <Truck aria-hidden className="size-4 shrink-0" />
      <span>{store.topBannerText}</span>
    </Link>
  )
}
