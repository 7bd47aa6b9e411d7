import { AccountPageHeading } from '../components/account/account-page-heading.tsx'
import { FavouritesList } from '../components/shopper-lists/favourites-list.tsx'
import { pageTitle } from '../lib/seo.ts'

export function meta() {
  return [{ title: pageTitle('Mis favoritos') }, { name: 'robots', content: 'noindex' }]
}

export default function FavouritesPage() {
  return (
    <main className="mx-auto max-w-5xl px-3 py-8">
      <AccountPageHeading title="Mis favoritos" />
      <FavouritesList />
    </main>
  )
}
