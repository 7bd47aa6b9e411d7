/** `staff reseed` (seed-service.ts reseedDemo) on both databases: what it puts back as it was. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { metaRepository } from '#server/db/store-meta-repository.ts'
import { createTestStore, databaseKinds, type TestStore } from '#tests/setup/test-store.ts'
import { configuredHomeGroupSettings, HOME_GROUPS_META_KEY } from '../home-content/home-group-settings.ts'
import { reseedDemo } from './seed-service.ts'

describe.each(databaseKinds)('reseed on %s', (kind) => {
  let store: TestStore
  beforeAll(async () => {
    store = await createTestStore(kind)
  })
  afterAll(async () => {
    await store?.close()
  })

  it('puts the home groups back to the configured settings', async () => {
    const configured = configuredHomeGroupSettings()
    const saved = { manufacturer: 'Marca Que No Está', title: 'OFERTAS DE LA MARCA', moreOffersEan: '' }
    expect(saved).not.toEqual(configured)
    const meta = metaRepository(store.database.db)
    await meta.set(HOME_GROUPS_META_KEY, JSON.stringify(saved))
    store.services.catalogue.cache.invalidate()
    expect(await store.services.catalogue.homeGroupSettings()).toEqual(saved)

    expect((await reseedDemo(store.database, 40)).products).toBe(40)

    expect(await meta.get(HOME_GROUPS_META_KEY)).toBeUndefined()
    store.services.catalogue.cache.invalidate()
    expect(await store.services.catalogue.homeGroupSettings()).toEqual(configured)
  })
})
