/**
 * How every Portada write is made: the write, its audit row (before → after) and the catalogue
 * version in one transaction, so every instance drops its cached home data and its kept pages
 * within a second (versioned-cache.ts, page-cache.ts); then this instance forgets its copy at
 * once. A write that changes nothing answers no audit row and moves no version.
 */
import type { Database, Executor } from '../db/database.ts'
import { auditRepository, type AuditActor, type AuditEntry } from '../admin/audit-repository.ts'
import { metaRepository } from '../db/store-meta-repository.ts'
import type { HomeGroupView } from '#domain/home-groups.ts'
import type { HomeGroupSettings } from './home-group-settings.ts'

export type HomeWork<T> = (tx: Executor) => Promise<{ result: T; audit: AuditEntry | null }>
export type HomeWrite = <T>(actor: AuditActor, work: HomeWork<T>) => Promise<T>

/**
 * What the home's editor needs of the catalogue (the catalogue service, handed in by
 * createServices): the product groups it previews and the cache its writes drop. Declared here
 * so home-content depends on no other feature; the catalogue reads home content's tables.
 */
export interface HomeCatalogue {
  homeGroupSettings(): Promise<HomeGroupSettings>
  homeGroupsFor(settings: HomeGroupSettings, limit?: number): Promise<HomeGroupView[]>
  cache: { invalidate(): void }
}

export function homeContentWrite(database: Database, catalogue: Pick<HomeCatalogue, 'cache'>): HomeWrite {
  return async (actor, work) => {
    const result = await database.db.transaction(async (tx) => {
      const done = await work(tx)
      if (done.audit) {
        await auditRepository(tx).record(actor, done.audit)
        await metaRepository(tx).bumpCatalogueVersion()
      }
      return done.result
    })
    catalogue.cache.invalidate()
    return result
  }
}
