/**
 * Productos: the whole catalogue, hidden products included, 25 a page on the server, searched
 * as the store searches (every word, accents and case ignored), filtered by category, brand,
 * stock band, visibility, missing image or description, and sorted. The list price and the
 * stock of many rows are edited in place and saved at once (all or nothing), with an undo. Above
 * it, the store's setting "Los pedidos descuentan stock" and the CFTEA bound prices are checked
 * against, and «Cambiar precios»: a percentage over the filter's products or the rows ticked,
 * previewed, applied at once and undone (decision 050).
 */
import { useState } from 'react'
import { Plus, Undo2 } from '../components/icons.tsx'
import { Link } from 'react-router'
import {
  PRODUCT_PAGE_SIZE,
  adminProductPath,
  isFiltered,
  productListHref,
  productListQueryFrom,
} from '#domain/admin/product-admin.ts'
import { bulkFilterOf } from '#domain/admin/bulk-price-change.ts'
import type { Route } from './+types/admin.products'
import { Empty, ListPager, Notice, PageHeading, buttonPrimary, buttonSecondary } from '../components/admin/admin-ui.tsx'
import { UnsavedDialog } from '../components/admin/unsaved-dialog.tsx'
import { ProductListFilters } from '../components/admin/product/product-list-filters.tsx'
import { ProductListSaveBar } from '../components/admin/product/product-list-save-bar.tsx'
import { ProductListTable } from '../components/admin/product/product-list-table.tsx'
import { PriceConfirmDialog } from '../components/admin/product/price-confirm-dialog.tsx'
import { PriceBoundSetting } from '../components/admin/product/price-bound-setting.tsx'
import { StockSetting } from '../components/admin/product/stock-setting.tsx'
import { useProductListEdits } from '../components/admin/product/use-product-list-edits.ts'
import { BulkPricePanel } from '../components/admin/product/bulk-price-panel.tsx'
import { useBulkPriceChange } from '../components/admin/product/use-bulk-price-change.ts'
import { adminFilteredListLoader } from '../lib/admin-list.server.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

export function meta() {
  return [{ title: 'Productos · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminFilteredListLoader({ request, context }, productListQueryFrom, async (query) => {
    const [list, labels, stock, prices, priceChanges] = await Promise.all([
      context.services.adminProducts.list(query),
      context.services.adminProducts.labels(),
      context.services.stock.settings(),
      context.services.adminProducts.priceSettings(),
      context.services.adminProducts.recentPriceChanges(),
    ])
    return { labels, stockFollowsOrders: stock.followsOrders, maxCfteaPercent: prices.maxCfteaPercent, priceChanges, ...list }
  })
}

export default function Products({
  loaderData: { query, labels, rows, total, capped, stockFollowsOrders, maxCfteaPercent, priceChanges },
}: Route.ComponentProps) {
  const hydrated = useHydrated()
  const list = useProductListEdits(rows)
  // the rows ticked for a bulk price change, kept while the list is paged or filtered
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const bulk = useBulkPriceChange({ filter: bulkFilterOf(query), selected: [...selected] })
  const select = (ids: number[]) => {
    const next = new Set(ids.length ? [...selected, ...ids] : [])
    setSelected(next)
    bulk.setScope(next.size ? 'selection' : 'filter')
  }
  const toggle = (id: number) => {
    const next = new Set(selected)
    if (!next.delete(id)) next.add(id)
    setSelected(next)
    bulk.setScope(next.size ? 'selection' : 'filter')
  }
  const { notice, undo, busy, changed } = list
  const pages = Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE))
  return (
    <>
      <PageHeading title="Productos">
        <Link to={adminProductPath('new')} className={buttonPrimary}>
          <Plus aria-hidden className="size-4" /> Nuevo producto
        </Link>
      </PageHeading>
      <StockSetting followsOrders={stockFollowsOrders} hydrated={hydrated} />
      <PriceBoundSetting maxCfteaPercent={maxCfteaPercent} hydrated={hydrated} />
      {query.invalid ? <Notice kind="error">{query.invalid} Se muestran todos los productos.</Notice> : null}
      <ProductListFilters query={query} labels={labels} />
      <BulkPricePanel
        bulk={bulk}
        total={total}
        capped={capped}
        filtered={isFiltered(query)}
        selected={selected.size}
        pageIds={rows.map((row) => row.id)}
        onSelect={select}
        history={priceChanges}
        hydrated={hydrated}
      />
      {notice ? (
        <div className="flex flex-wrap items-start gap-3">
          <Notice kind={notice.ok ? 'ok' : 'error'}>{notice.text}</Notice>
          {notice.ok && undo ? (
            <button type="button" className={buttonSecondary} disabled={busy} onClick={() => void list.save(undo, true)}>
              <Undo2 aria-hidden className="size-4" /> Deshacer
            </button>
          ) : null}
        </div>
      ) : null}
      {rows.length === 0 ? (
        <Empty>{isFiltered(query) ? 'Ningún producto coincide con los filtros.' : 'Todavía no hay productos.'}</Empty>
      ) : (
        <ProductListTable
          rows={rows}
          edits={list.edits}
          errors={list.errors}
          setCell={list.setCell}
          selected={selected}
          onToggle={toggle}
        />
      )}
      {changed.length > 0 ? (
        <ProductListSaveBar
          count={changed.length}
          busy={busy}
          hydrated={hydrated}
          onSave={() => void list.save(changed)}
          onDiscard={list.discard}
        />
      ) : null}
      <ListPager page={query.page} pages={pages} href={(page) => productListHref(query, page)}>
        {capped
          ? `Página ${query.page} · más de ${total.toLocaleString('es-AR')} productos: filtre para encontrar el que busca`
          : `Página ${Math.min(query.page, pages)} de ${pages} · ${total.toLocaleString('es-AR')} ${total === 1 ? 'producto' : 'productos'}`}
      </ListPager>
      <UnsavedDialog blocker={list.blocker} />
      <PriceConfirmDialog confirmation={list.confirmation} busy={busy} onCancel={list.cancelConfirmation} />
    </>
  )
}
