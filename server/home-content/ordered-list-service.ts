/**
 * The writes every ordered list of the home (banners, the category carousel, the brand carousel)
 * takes: save (add at the end or change), delete, reorder. Each runs through the home's write
 * (home-content-write.ts) with its audit row; what differs between the lists is data (an
 * `OrderedListKind`): the entity the audit names, its repository, how a form becomes the stored
 * values and what the audit row keeps as "after".
 */
import { HOME_FORM_MESSAGES } from '#domain/admin/home-content-forms.ts'
import type { Executor } from '../db/database.ts'
import { ConflictError, NotFoundError } from '../shared/errors.ts'
import type { AuditActor } from '../admin/audit-repository.ts'
import type { HomeWrite } from './home-content-write.ts'
import type { OrderedListRepository } from './ordered-list-repository.ts'

export interface OrderedListKind<Form, Item, Values> {
  /** the audit rows' entity: 'home_banner', 'home_category', 'home_brand' */
  entity: string
  repository(tx: Executor): OrderedListRepository<Item, Values>
  toValues(form: Form): Values
  /** what the audit row keeps as "after": the saved item as read back, or the values written */
  auditAfter: 'item' | 'values'
}

export interface OrderedListService<Form> {
  /** Adds an item at the end (`id` null) or changes one; answers its id. */
  save(actor: AuditActor, id: number | null, form: Form): Promise<number>
  delete(actor: AuditActor, id: number): Promise<void>
  /** The list in the order given: every id of the list once, or a conflict (someone else edited it). */
  reorder(actor: AuditActor, ids: readonly number[]): Promise<void>
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join()

export function orderedListService<Form, Item extends { id: number }, Values>(
  write: HomeWrite,
  kind: OrderedListKind<Form, Item, Values>,
): OrderedListService<Form> {
  const { entity } = kind
  return {
    async save(actor, id, form) {
      const values = kind.toValues(form)
      return write(actor, async (tx) => {
        const repo = kind.repository(tx)
        const before = id === null ? null : await repo.item(id)
        if (id !== null && !before) throw new NotFoundError(HOME_FORM_MESSAGES.notFound)
        const saved = id === null ? await repo.insert(values) : await repo.update(id, values)
        const action = id === null ? 'home.added' : 'home.changed'
        const after = kind.auditAfter === 'item' ? saved : values
        return { result: saved.id, audit: { action, entity, entityId: saved.id, before, after } }
      })
    },
    async delete(actor, id) {
      await write(actor, async (tx) => {
        const repo = kind.repository(tx)
        const before = await repo.item(id)
        if (!before || !(await repo.remove(id))) throw new NotFoundError(HOME_FORM_MESSAGES.notFound)
        return { result: undefined, audit: { action: 'home.deleted', entity, entityId: id, before } }
      })
    },
    async reorder(actor, ids) {
      await write(actor, async (tx) => {
        const repo = kind.repository(tx)
        const before = await repo.orderOf()
        if (!sameIds(before, ids)) throw new ConflictError(HOME_FORM_MESSAGES.orderChanged)
        if (before.join() === ids.join()) return { result: undefined, audit: null }
        await repo.setOrder(ids)
        return {
          result: undefined,
          audit: { action: 'home.order', entity, entityId: '', before: { ids: before }, after: { ids } },
        }
      })
    },
  }
}
