/**
 * Portada's writes (/api/admin/home/…): an image upload (multipart/form-data, one file, read by
 * @fastify/multipart with the image limit), banners, carousel categories and brands (add, change,
 * delete, reorder) and the product groups' settings with their preview. Registered inside
 * admin-routes.ts, so the no-store header holds; each route declares its guard and zod schemas.
 */
import multipart from '@fastify/multipart'
import { z } from 'zod'
import {
  HOME_FORM_MESSAGES,
  bannerFormSchema,
  carouselBrandFormSchema,
  carouselCategoryFormSchema,
  homeGroupsFormSchema,
} from '#domain/admin/home-content-forms.ts'
import { HOME_IMAGE_MESSAGES, MAX_HOME_IMAGE_BYTES } from '#domain/admin/home-images.ts'
import { InvalidError } from '../shared/errors.ts'
import { readSingleFile } from '../shared/single-file-upload.ts'
import { actorOf } from '../admin/admin-guard.ts'
import { adminRoutePlugin } from '../admin/admin-route-plugin.ts'
import type { HomeContentService } from './home-content-service.ts'
import { jsonObject } from '../shared/api-plugin.ts'
import { orderedListRoutes } from './ordered-list-routes.ts'

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

export const adminHomeRoutes = adminRoutePlugin<{ homeContent: HomeContentService }>(async (app, guard, { homeContent }) => {
  const write = guard.write('home')
  const saved = { message: HOME_FORM_MESSAGES.saved }

  await app.register(multipart, {
    limits: { fileSize: MAX_HOME_IMAGE_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 3, headerPairs: 50 },
  })

  app.post('/api/admin/home/images', { preValidation: write }, async (request, reply) => {
    const { bytes: image } = await readSingleFile(request, 'image', HOME_IMAGE_MESSAGES)
    const { path } = await homeContent.uploadImage(actorOf(request), image)
    return reply.status(201).send({ message: HOME_IMAGE_MESSAGES.uploaded, path })
  })

  const asHome = { config, write }
  orderedListRoutes(app, { ...asHome, path: '/api/admin/home/banners', form: bannerFormSchema, list: homeContent.banners })
  orderedListRoutes(app, {
    ...asHome,
    path: '/api/admin/home/categories',
    form: carouselCategoryFormSchema,
    list: homeContent.categories,
  })
  orderedListRoutes(app, { ...asHome, path: '/api/admin/home/brands', form: carouselBrandFormSchema, list: homeContent.brands })

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
})
