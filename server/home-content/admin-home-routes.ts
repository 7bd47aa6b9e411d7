/**
 * Portada's writes (/api/admin/home/…): an image upload (multipart/form-data, one file, read by
 * @fastify/multipart with the image limit), banners, carousel categories and brands (add, change,
 * delete, reorder) and the product groups' settings with their preview. Registered inside
 * admin-routes.ts, so the no-store header holds; each route declares its guard and zod schemas.
 */
import multipart from '@fastify/multipart'
import { z } from 'zod'
import { idParams } from '#domain/admin/admin-forms.ts'
import {
  HOME_FORM_MESSAGES,
  bannerFormSchema,
  carouselBrandFormSchema,
  carouselCategoryFormSchema,
  homeGroupsFormSchema,
  homeOrderSchema,
} from '#domain/admin/home-content-forms.ts'
import { HOME_IMAGE_MESSAGES, MAX_HOME_IMAGE_BYTES } from '#domain/admin/home-images.ts'
import { InvalidError } from '../shared/errors.ts'
import { staffActor } from '../admin/admin-staff-service.ts'
import { readSingleFile } from '../shared/single-file-upload.ts'
import { adminGuard, staffSessionOf } from '../admin/admin-guard.ts'
import { jsonObject, type ApiPlugin } from '../shared/api-plugin.ts'

const LABELS = {
  name: 'Nombre',
  link: 'Enlace',
  desktopPath: 'Imagen para computadoras',
  mobilePath: 'Imagen para celulares',
  enabled: 'Visible',
  category: 'Categoría',
  brand: 'Marca',
  imagePath: 'Imagen',
  ids: 'Orden',
  manufacturer: 'Fabricante',
  title: 'Título',
  moreOffersEan: 'EAN de MAS OFERTAS',
  id: 'Identificador',
} as const
const config = { inputErrors: { labels: LABELS } }

const previewQuery = z.object({
  manufacturer: z.string().optional().default(''),
  title: z.string().optional().default(''),
  moreOffersEan: z.string().optional().default(''),
})

export const adminHomeRoutes: ApiPlugin = async (app, { services }) => {
  const guard = adminGuard(services)
  const { homeContent } = services
  const write = guard.write('home')
  const actorOf = (request: Parameters<typeof staffSessionOf>[0]) => staffActor(staffSessionOf(request))
  const saved = { message: HOME_FORM_MESSAGES.saved }

  await app.register(multipart, {
    limits: { fileSize: MAX_HOME_IMAGE_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 3, headerPairs: 50 },
  })

  app.post('/api/admin/home/images', { preValidation: write }, async (request, reply) => {
    const { bytes: image } = await readSingleFile(request, 'image', HOME_IMAGE_MESSAGES)
    const { path } = await homeContent.uploadImage(actorOf(request), image)
    return reply.status(201).send({ message: HOME_IMAGE_MESSAGES.uploaded, path })
  })

  // Banners
  app.post(
    '/api/admin/home/banners',
    { config, preValidation: write, schema: { body: jsonObject(bannerFormSchema) } },
    async (request, reply) => {
      const id = await homeContent.saveBanner(actorOf(request), null, request.body)
      return reply.status(201).send({ ...saved, id })
    },
  )
  app.put(
    '/api/admin/home/banners/order',
    { config, preValidation: write, schema: { body: jsonObject(homeOrderSchema) } },
    async (request) => {
      await homeContent.orderBanners(actorOf(request), request.body.ids)
      return { message: HOME_FORM_MESSAGES.ordered }
    },
  )
  app.put(
    '/api/admin/home/banners/:id',
    { config, preValidation: write, schema: { params: idParams, body: jsonObject(bannerFormSchema) } },
    async (request) => {
      await homeContent.saveBanner(actorOf(request), request.params.id, request.body)
      return saved
    },
  )
  app.delete('/api/admin/home/banners/:id', { config, preValidation: write, schema: { params: idParams } }, async (request) => {
    await homeContent.deleteBanner(actorOf(request), request.params.id)
    return { message: HOME_FORM_MESSAGES.deleted }
  })

  // The category carousel
  app.post(
    '/api/admin/home/categories',
    { config, preValidation: write, schema: { body: jsonObject(carouselCategoryFormSchema) } },
    async (request, reply) => {
      const id = await homeContent.saveCategory(actorOf(request), null, request.body)
      return reply.status(201).send({ ...saved, id })
    },
  )
  app.put(
    '/api/admin/home/categories/order',
    { config, preValidation: write, schema: { body: jsonObject(homeOrderSchema) } },
    async (request) => {
      await homeContent.orderCategories(actorOf(request), request.body.ids)
      return { message: HOME_FORM_MESSAGES.ordered }
    },
  )
  app.put(
    '/api/admin/home/categories/:id',
    { config, preValidation: write, schema: { params: idParams, body: jsonObject(carouselCategoryFormSchema) } },
    async (request) => {
      await homeContent.saveCategory(actorOf(request), request.params.id, request.body)
      return saved
    },
  )
  app.delete(
    '/api/admin/home/categories/:id',
    { config, preValidation: write, schema: { params: idParams } },
    async (request) => {
      await homeContent.deleteCategory(actorOf(request), request.params.id)
      return { message: HOME_FORM_MESSAGES.deleted }
    },
  )

  // The brand carousel
  app.post(
    '/api/admin/home/brands',
    { config, preValidation: write, schema: { body: jsonObject(carouselBrandFormSchema) } },
    async (request, reply) => {
      const id = await homeContent.saveBrand(actorOf(request), null, request.body)
      return reply.status(201).send({ ...saved, id })
    },
  )
  app.put(
    '/api/admin/home/brands/order',
    { config, preValidation: write, schema: { body: jsonObject(homeOrderSchema) } },
    async (request) => {
      await homeContent.orderBrands(actorOf(request), request.body.ids)
      return { message: HOME_FORM_MESSAGES.ordered }
    },
  )
  app.put(
    '/api/admin/home/brands/:id',
    { config, preValidation: write, schema: { params: idParams, body: jsonObject(carouselBrandFormSchema) } },
    async (request) => {
      await homeContent.saveBrand(actorOf(request), request.params.id, request.body)
      return saved
    },
  )
  app.delete('/api/admin/home/brands/:id', { config, preValidation: write, schema: { params: idParams } }, async (request) => {
    await homeContent.deleteBrand(actorOf(request), request.params.id)
    return { message: HOME_FORM_MESSAGES.deleted }
  })

  // The product groups
  app.put(
    '/api/admin/home/groups',
    { config, preValidation: write, schema: { body: jsonObject(homeGroupsFormSchema) } },
    async (request) => {
      await homeContent.saveGroups(actorOf(request), request.body)
      return saved
    },
  )
  /** A read: the products each group would pick with the settings typed, before they are saved. */
  app.get(
    '/api/admin/home/groups/preview',
    { config, preValidation: guard.read('home'), schema: { querystring: previewQuery } },
    async (request) => {
      const parsed = homeGroupsFormSchema.safeParse(request.query)
      if (!parsed.success)
        throw new InvalidError(
          `${LABELS[String(parsed.error.issues[0]?.path[0]) as keyof typeof LABELS] ?? 'Datos'}: ${parsed.error.issues[0]?.message ?? ''}`,
        )
      return { groups: await homeContent.previewGroups(parsed.data) }
    },
  )
}
