/**
 * Envíos in the back office: the zones listed, created, changed and deleted. Each write checks
 * the codes against every other zone (an overlap is refused naming the codes and the zone),
 * writes its audit row (before → after) and moves the catalogue version in one transaction, so
 * every instance's quotes and the cached pages (/shipments, the product pages) follow; this
 * instance forgets its copy at once.
 */
import { SHIPPING_MESSAGES } from '#domain/shipping/shipping-messages.ts'
import type { ZoneDraft } from '#domain/shipping/shipping-forms.ts'
import { zoneOverlapMessage, type ShippingZone } from '#domain/shipping/quote.ts'
import type { Database, Executor } from '../db/database.ts'
import { metaRepository } from '../db/store-meta-repository.ts'
import { auditRepository, type AuditActor, type AuditEntry } from '../admin/audit-repository.ts'
import { ConflictError, FieldsError, NotFoundError } from '../shared/errors.ts'
import type { VersionedCache } from '../shared/versioned-cache.ts'
import { shippingZonesRepository } from './shipping-zones-repository.ts'

export interface AdminShippingService {
  zones(): Promise<ShippingZone[]>
  create(actor: AuditActor, zone: ZoneDraft): Promise<ShippingZone>
  update(actor: AuditActor, id: number, zone: ZoneDraft): Promise<ShippingZone>
  remove(actor: AuditActor, id: number): Promise<void>
}

const ENTITY = 'shipping_zone'

/** Refused before anything is written: a name another zone has, codes another zone covers. */
function checkAgainstOthers(zones: readonly ShippingZone[], draft: ZoneDraft, exceptId: number | null) {
  const sameName = zones.find((z) => z.id !== exceptId && z.name.toLocaleLowerCase('es') === draft.name.toLocaleLowerCase('es'))
  if (sameName) throw new FieldsError(SHIPPING_MESSAGES.nameTaken(draft.name), { name: SHIPPING_MESSAGES.nameTaken(draft.name) })
  const overlap = zoneOverlapMessage(draft.ranges, zones, exceptId)
  if (overlap) throw new FieldsError(overlap, { postalCodes: overlap })
}

export function adminShippingService({ database, cache }: { database: Database; cache: VersionedCache }): AdminShippingService {
  async function write<T>(
    actor: AuditActor,
    work: (tx: Executor, zones: ShippingZone[]) => Promise<{ result: T; audit: AuditEntry }>,
  ) {
    const result = await database.db.transaction(async (tx) => {
      const done = await work(tx, await shippingZonesRepository(tx).lockAll())
      await auditRepository(tx).record(actor, done.audit)
      await metaRepository(tx).bumpCatalogueVersion()
      return done.result
    })
    cache.invalidate()
    return result
  }

  return {
    zones: () => shippingZonesRepository(database.db).all(),

    create: (actor, draft) =>
      write(actor, async (tx, zones) => {
        checkAgainstOthers(zones, draft, null)
        const zone = await shippingZonesRepository(tx).insert(draft)
        return { result: zone, audit: { action: 'shipping-zone.created', entity: ENTITY, entityId: zone.id, after: zone } }
      }),

    update: (actor, id, draft) =>
      write(actor, async (tx, zones) => {
        const before = zones.find((z) => z.id === id)
        if (!before) throw new NotFoundError(SHIPPING_MESSAGES.zoneNotFound)
        checkAgainstOthers(zones, draft, id)
        const zone = await shippingZonesRepository(tx).update(id, draft)
        if (!zone) throw new ConflictError(SHIPPING_MESSAGES.zoneNotFound)
        return { result: zone, audit: { action: 'shipping-zone.updated', entity: ENTITY, entityId: id, before, after: zone } }
      }),

    remove: (actor, id) =>
      write(actor, async (tx, zones) => {
        const before = zones.find((z) => z.id === id)
        if (!before || !(await shippingZonesRepository(tx).delete(id))) throw new NotFoundError(SHIPPING_MESSAGES.zoneNotFound)
        return { result: undefined, audit: { action: 'shipping-zone.deleted', entity: ENTITY, entityId: id, before } }
      }),
  }
}
