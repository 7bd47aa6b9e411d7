/** Envíos' list: each zone's codes, localities, price, free-shipping threshold and days, with its actions. */
import { formatPrice } from '#domain/format.ts'
import { formatRanges } from '#domain/shipping/postal-code.ts'
import type { ShippingZone } from '#domain/shipping/quote.ts'
import { Table, buttonSecondary, cell } from '../admin-ui.tsx'

export function ZoneTable({
  zones,
  disabled,
  onEdit,
  onDelete,
}: {
  zones: readonly ShippingZone[]
  disabled: boolean
  onEdit(zone: ShippingZone): void
  onDelete(zone: ShippingZone): void
}) {
  return (
    <Table caption="Zonas de envío" head={['Zona', 'Códigos postales', 'Precio', 'Gratis desde', 'Días hábiles', 'Acciones']}>
      {zones.map((zone) => (
        <tr key={zone.id} data-testid="shipping-zone-row">
          <td className={cell}>
            <p className="font-semibold">{zone.name}</p>
            <p className="text-xs text-gray-600">
              {zone.localities.length} {zone.localities.length === 1 ? 'localidad' : 'localidades'}
            </p>
          </td>
          <td className={`${cell} min-w-48 max-w-xs text-xs wrap-anywhere`}>{formatRanges(zone.ranges)}</td>
          <td className={`${cell} whitespace-nowrap`}>
            {zone.price === null ? 'A cotizar' : zone.price === 0 ? 'Gratis' : formatPrice(zone.price)}
          </td>
          <td className={`${cell} whitespace-nowrap`}>{zone.freeFrom === null ? '—' : formatPrice(zone.freeFrom)}</td>
          <td className={`${cell} whitespace-nowrap`}>
            {zone.minDays === zone.maxDays ? zone.minDays : `${zone.minDays} a ${zone.maxDays}`}
          </td>
          <td className={cell}>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={buttonSecondary} disabled={disabled} onClick={() => onEdit(zone)}>
                Editar<span className="sr-only"> {zone.name}</span>
              </button>
              <button
                type="button"
                className={`${buttonSecondary} text-red-700`}
                disabled={disabled}
                onClick={() => onDelete(zone)}
              >
                Eliminar<span className="sr-only"> {zone.name}</span>
              </button>
            </div>
          </td>
        </tr>
      ))}
    </Table>
  )
}
