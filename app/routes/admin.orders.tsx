/**
 * Pedidos: the list and each order's page (/admin/orders/:number) come with the order-state
 * history; until then this page says where to work on orders.
 */
import type { Route } from './+types/admin.orders'
import { Card, PageHeading } from '../components/admin/admin-ui.tsx'
import { requireStaff } from '../lib/admin-session.ts'

export function meta() {
  return [{ title: 'Pedidos · Panel TecnoHogar' }]
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context)
  return null
}

export default function Orders() {
  return (
    <>
      <PageHeading title="Pedidos" />
      <Card>
        <p className="text-sm text-gray-700">
          La lista de pedidos y la página de cada pedido se están preparando. Mientras tanto, los pedidos se consultan y se
          cambian de estado con la línea de comandos: <code className="rounded bg-gray-100 px-1">npm run staff -- orders</code>.
        </p>
      </Card>
    </>
  )
}
