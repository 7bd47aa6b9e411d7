/**
 * The four routes every ordered list of the home answers under its path: add (POST, 201 with the
 * new id), reorder (PUT …/order with every id), change (PUT …/:id) and delete (DELETE …/:id),
 * each behind the home's write guard. The list's form schema and its service are the data.
 */
import type { z } from 'zod'
import { idParams } from '#domain/admin/admin-forms.ts'
import { HOME_FORM_MESSAGES, homeOrderSchema } from '#domain/admin/home-content-forms.ts'
import { actorOf, type AdminGuard } from '../admin/admin-guard.ts'
import { jsonObject, type ApiApp } from '../shared/api-plugin.ts'
import type { OrderedListService } from './ordered-list-service.ts'

export interface OrderedListRoutes<S extends z.ZodType> {
  /** '/api/admin/home/banners' and the like */
  path: string
  form: S
  list: OrderedListService<z.infer<S>>
  /** the route config: the labels its input errors name */
  config: { inputErrors: { labels: Record<string, string> } }
  /** the guard's hooks for a write on the home page */
  write: ReturnType<AdminGuard['write']>
}

export function orderedListRoutes<S extends z.ZodType>(app: ApiApp, routes: OrderedListRoutes<S>): void {
  const { path, form, list, config, write } = routes
  const saved = { message: HOME_FORM_MESSAGES.saved }
  // The body was checked by `form` before the handler runs; the type provider cannot carry a
  // generic schema's output type through, so it is named here.
  const formOf = (body: unknown) => body as z.infer<S>
  app.post(path, { config, preValidation: write, schema: { body: jsonObject(form) } }, async (request, reply) => {
    const id = await list.save(actorOf(request), null, formOf(request.body))
    return reply.status(201).send({ ...saved, id })
  })
  app.put(`${path}/order`, { config, preValidation: write, schema: { body: jsonObject(homeOrderSchema) } }, async (request) => {
    await list.reorder(actorOf(request), request.body.ids)
    return { message: HOME_FORM_MESSAGES.ordered }
  })
  app.put(
    `${path}/:id`,
    { config, preValidation: write, schema: { params: idParams, body: jsonObject(form) } },
    async (request) => {
      await list.save(actorOf(request), request.params.id, formOf(request.body))
      return saved
    },
  )
  app.delete(`${path}/:id`, { config, preValidation: write, schema: { params: idParams } }, async (request) => {
    await list.delete(actorOf(request), request.params.id)
    return { message: HOME_FORM_MESSAGES.deleted }
  })
}
