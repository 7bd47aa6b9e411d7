/** An order's lines: each product's SKU, name, quantity and price, its subtotal, and the order's total. */
import { displayName } from '#domain/display-name.ts'
import { formatPrice } from '#domain/format.ts'
import { Table, cell } from '../admin-ui.tsx'

export function OrderLinesTable({
  lines,
  total,
}: {
  lines: { sku: string; name: string; quantity: number; price: number }[]
  total: number
}) {
  return (
    <Table narrow caption="Productos del pedido" head={['Producto', 'Subtotal']}>
      {lines.map((line, i) => (
        <tr key={`${line.sku}-${i}`}>
          <td className={cell}>
            <span className="block text-xs text-gray-600">{line.sku}</span>
            {displayName(line.name)}
            <span className="block text-xs text-gray-600">
              {line.quantity} × {formatPrice(line.price)}
            </span>
          </td>
          <td className={`${cell} whitespace-nowrap text-right`}>{formatPrice(line.price * line.quantity)}</td>
        </tr>
      ))}
      <tr>
        <td className={`${cell} font-bold`}>Total</td>
        <td className={`${cell} whitespace-nowrap text-right font-bold`}>{formatPrice(total)}</td>
      </tr>
    </Table>
  )
}
