/** Portada (admin and catalogo): the home page's content, in three parts (home-tabs.tsx). */
import { Outlet } from 'react-router'
import { PageHeading } from '../components/admin/admin-ui.tsx'
import { HomeTabs } from '../components/admin/home/home-tabs.tsx'

export default function HomeContentLayout() {
  return (
    <>
      <PageHeading title="Portada">
        <a href="/" target="_blank" rel="noopener" className="text-sm font-semibold text-brand underline">
          Ver la portada de la tienda
        </a>
      </PageHeading>
      <HomeTabs />
      <Outlet />
    </>
  )
}
