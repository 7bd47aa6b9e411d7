/** Registro de cambios (admins): every staff write, newest first, with the data before → after. */
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '#domain/admin/audit-actions.ts'
import type { Route } from './+types/admin.audit'
import { Empty, PageHeading, Pager, Table, Td } from '../components/admin/admin-ui.tsx'
import { formatDateTime } from '../lib/admin-format.ts'
import { adminListLoader } from '../lib/admin-list.server.ts'

export function meta() {
  return [{ title: 'Registro de cambios · Panel TecnoHogar' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminListLoader({ request, context }, async (query) => {
    const { rows, total } = await context.services.admin.audit(query)
    // Shown as text: JSON.stringify of what was stored, escaped by React like any other text.
    const entries = rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: r.actor,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: r.before === null ? null : JSON.stringify(r.before),
      after: r.after === null ? null : JSON.stringify(r.after),
    }))
    return { entries, total }
  })
}

export default function Audit({ loaderData: { query, entries, total } }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Registro de cambios" />
      {entries.length === 0 ? (
        <Empty>Todavía no hay cambios registrados.</Empty>
      ) : (
        <Table caption="Registro de cambios" cards head={['Fecha', 'Quién', 'Qué', 'Sobre', 'Antes → después']}>
          {entries.map((e) => (
            <tr key={e.id}>
              <Td className="whitespace-nowrap max-md:font-semibold">{formatDateTime(e.at)}</Td>
              <Td label="Quién" className="break-words">
                {e.actor}
              </Td>
              <Td label="Qué">{AUDIT_ACTIONS[e.action] ?? e.action}</Td>
              {/* a long SKU (the entity's id) breaks on a phone's card; one line on a table's row */}
              <Td label="Sobre" className="[overflow-wrap:anywhere] md:whitespace-nowrap">
                {AUDIT_ENTITIES[e.entity] ?? e.entity} {e.entityId}
              </Td>
              <Td label="Antes → después" className="font-mono text-xs">
                <span className="min-w-0">
                  <span className="block break-all text-gray-600">{e.before ?? '—'}</span>
                  <span aria-hidden>→ </span>
                  <span className="sr-only">después: </span>
                  <span className="break-all">{e.after ?? '—'}</span>
                </span>
              </Td>
            </tr>
          ))}
        </Table>
      )}
      <Pager page={query.page} total={total} />
    </>
  )
}
