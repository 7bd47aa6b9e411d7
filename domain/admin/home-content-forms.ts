/**
 * The home page's content as staff edit it (Portada): banners, the category and brand carousels,
 * the product groups' settings, and a list's new order. One zod schema per form, declared on its
 * /api/admin/home route and checked again in the browser, so a wrong field is said beside it
 * before anything is sent, and the server never stores what the form would refuse.
 */
import { z } from 'zod'
import { hasControlCharacter } from '../control-characters.ts'
import { isValidGtin } from '../ean.ts'
import { REQUIRED_MESSAGE, maxMessage } from '../forms/messages.ts'

export const MAX_HOME_NAME_LENGTH = 80
export const MAX_HOME_LINK_LENGTH = 500
export const MAX_HOME_ITEMS = 100

export const HOME_FORM_MESSAGES = {
  controlCharacters: 'El texto tiene caracteres no permitidos.',
  markup: 'El texto no puede tener los caracteres < ni >.',
  link: 'Escriba una dirección que empiece con https://, o una ruta de la tienda como /search?brand=bgh.',
  image: 'Suba una imagen.',
  desktopImage: 'Suba la imagen para computadoras.',
  mobileImage: 'Suba la imagen para celulares.',
  order: 'El orden enviado no es válido. Recargue la página.',
  orderChanged: 'La lista cambió mientras la ordenaba (otra persona la editó). Recargue la página y vuelva a ordenar.',
  ean: 'El EAN tiene 8, 12, 13 o 14 cifras con su dígito verificador correcto; déjelo vacío para no usar ninguno.',
  notFound: 'Ese elemento ya no existe: otra persona pudo haberlo borrado. Recargue la página.',
  saved: 'Guardado. La portada ya lo muestra.',
  deleted: 'Eliminado. La portada ya no lo muestra.',
  ordered: 'Orden guardado. La portada ya lo muestra.',
  unsaved: 'Hay cambios sin guardar. Si sale de la página se perderán.',
} as const

/** One line of text a person types: trimmed, required, no control characters or markup. */
const line = (max: number) =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, maxMessage(max))
    .refine((v) => !hasControlCharacter(v), HOME_FORM_MESSAGES.controlCharacters)
    .refine((v) => !/[<>]/.test(v), HOME_FORM_MESSAGES.markup)

/** A file the store serves (`/products-images/…`, as uploads are) or an http(s) address; '' for none. */
export const HOME_IMAGE_PATH = /^(\/products-images\/[a-zA-Z0-9][a-zA-Z0-9._-]{0,199}|https?:\/\/[^\s"'<>\\]{1,490})$/

const imagePath = z
  .string({ error: HOME_FORM_MESSAGES.image })
  .trim()
  .max(MAX_HOME_LINK_LENGTH, HOME_FORM_MESSAGES.image)
  .refine((v) => v === '' || HOME_IMAGE_PATH.test(v), HOME_FORM_MESSAGES.image)

/**
 * A banner's target: an https address, or a path inside the store (the leading slash may be
 * left out, as the demo's banners do). Never plain http (the store is served over TLS, and a
 * shopper's click would leave it unencrypted), another scheme (`javascript:`), a
 * protocol-relative `//host` or a backslash, which browsers read as another site.
 */
export function isBannerLink(value: string): boolean {
  if (/^https:\/\/[^\s"'<>\\]+$/i.test(value)) return true
  if (/[\s"'<>\\]/.test(value) || value.startsWith('//')) return false
  return !/^[a-z][a-z0-9+.-]*:/i.test(value)
}

export const bannerFormSchema = z
  .object({
    name: line(MAX_HOME_NAME_LENGTH),
    link: z
      .string({ error: HOME_FORM_MESSAGES.link })
      .trim()
      .max(MAX_HOME_LINK_LENGTH, maxMessage(MAX_HOME_LINK_LENGTH))
      .refine((v) => v === '' || isBannerLink(v), HOME_FORM_MESSAGES.link),
    desktopPath: imagePath,
    mobilePath: imagePath,
    enabled: z.boolean({ error: REQUIRED_MESSAGE }),
  })

  .superRefine((b, ctx) => {
    // A banner switched on shows on phones and computers alike: it needs both images.
    if (!b.enabled) return
    if (b.desktopPath === '') ctx.addIssue({ code: 'custom', message: HOME_FORM_MESSAGES.desktopImage, path: ['desktopPath'] })
    if (b.mobilePath === '') ctx.addIssue({ code: 'custom', message: HOME_FORM_MESSAGES.mobileImage, path: ['mobilePath'] })
  })
export type BannerForm = z.infer<typeof bannerFormSchema>

export const carouselCategoryFormSchema = z.object({
  category: line(60),
  imagePath: imagePath.refine((v) => v !== '', HOME_FORM_MESSAGES.image),
})

export type CarouselCategoryForm = z.infer<typeof carouselCategoryFormSchema>

export const carouselBrandFormSchema = z.object({
  brand: line(60),
  imagePath: imagePath.refine((v) => v !== '', HOME_FORM_MESSAGES.image),
})

export type CarouselBrandForm = z.infer<typeof carouselBrandFormSchema>

export const homeOrderSchema = z.object({
  ids: z
    .array(z.number({ error: HOME_FORM_MESSAGES.order }).int().positive(), { error: HOME_FORM_MESSAGES.order })
    .max(MAX_HOME_ITEMS, HOME_FORM_MESSAGES.order)
    .refine((ids) => new Set(ids).size === ids.length, HOME_FORM_MESSAGES.order),
})

export type HomeOrder = z.infer<typeof homeOrderSchema>

/** The product groups' settings: spec section 9's promoted manufacturer and the 'MAS OFERTAS' EAN. */
export const homeGroupsFormSchema = z.object({
  manufacturer: line(40),
  /** empty: 'SEMANA {MANUFACTURER}' */
  title: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .max(60, maxMessage(60))
    .refine((v) => !hasControlCharacter(v), HOME_FORM_MESSAGES.controlCharacters)
    .refine((v) => !/[<>]/.test(v), HOME_FORM_MESSAGES.markup),
  moreOffersEan: z
    .string({ error: HOME_FORM_MESSAGES.ean })
    .trim()
    .refine((v) => v === '' || isValidGtin(v), HOME_FORM_MESSAGES.ean),
})

export type HomeGroupsForm = z.infer<typeof homeGroupsFormSchema>

export const homeItemKinds = ['banners', 'categories', 'brands'] as const
export type HomeItemKind = (typeof homeItemKinds)[number]
