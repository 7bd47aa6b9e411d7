/**
 * Portada in the browser, at 390 and 1440 px: staff reorder the banners with the keyboard's
 * Subir button (and by dragging, on a desktop), and the shop's home page shows the new first
 * banner; Deshacer puts the order back. Leaving with an order not saved asks first. A file that
 * is not an image is refused under its field. Portada's three pages pass axe-core.
 *
 * Both projects and repeated runs share one store: the banner order is the store's, so the runs
 * that change it take turns (a lock folder beside the store's data), and each puts it back.
 */
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { HOME_FORM_MESSAGES } from '#domain/admin/home-content-forms.ts'
import { HOME_IMAGE_MESSAGES } from '#domain/admin/home-images.ts'
import { expect, expectAccessible, isMobile, test } from './fixtures.ts'
import { ADMIN_EMAIL, staffSignIn } from './support/staff.ts'

const LOCK = path.join(process.env.E2E_DATA_DIR ?? '.', 'portada-banners.lock')

async function withBannerLock(work: () => Promise<void>) {
  await expect
    .poll(
      () => {
        try {
          mkdirSync(LOCK)
          return true
        } catch {
          return false
        }
      },
      { timeout: 60_000, message: 'the other run that orders banners has finished' },
    )
    .toBe(true)
  try {
    await work()
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}

/** The number of the demo banner the home page shows first, at this page's width. */
async function firstHomeBanner(page: Page): Promise<string> {
  const home = await page.context().newPage()
  await home.goto('/')
  const src = await home
    .getByRole('region', { name: 'Promociones' })
    .filter({ visible: true })
    .locator('img')
    .first()
    .getAttribute('src')
  await home.close()
  return /demo-banner-(\d)-/.exec(src ?? '')?.[1] ?? src ?? ''
}

const bannerList = (page: Page) => page.getByRole('list', { name: 'Banners en el orden de la portada' })

test.describe('Portada', () => {
  test('reorder banners with the keyboard way and by dragging; the home page changes; Deshacer restores', async ({ page }) => {
    test.slow()
    await staffSignIn(page, ADMIN_EMAIL, undefined, '/admin/home')
    await expect(page.getByRole('heading', { name: 'Portada', level: 1 })).toBeVisible()
    await withBannerLock(async () => {
      await page.reload()
      const list = bannerList(page)
      await expect(list.getByRole('listitem')).toHaveCount(5)
      const before = await firstHomeBanner(page)
      const second = list.getByRole('listitem').nth(1)
      const secondName = (await second.locator('p.font-semibold').textContent()) ?? ''
      const moved = /banner-(\d)/.exec(secondName)?.[1]
      expect(moved).toBeDefined()

      // The keyboard way: focus Subir on the second banner and press Enter.
      await second.getByRole('button', { name: `Subir el banner «${secondName}»` }).focus()
      await page.keyboard.press('Enter')
      await expect(list.getByRole('listitem').first()).toContainText(secondName)

      // Not saved yet: leaving asks first, and staying keeps the new order.
      await page.getByRole('link', { name: 'Grupos de productos' }).click()
      const leave = page.getByRole('dialog', { name: '¿Salir sin guardar?' })
      await expect(leave).toBeVisible()
      await expect(leave).toContainText(HOME_FORM_MESSAGES.unsaved)
      await leave.getByRole('button', { name: 'Cancelar' }).click()
      await expect(page).toHaveURL(/\/admin\/home$/)

      await page.getByRole('button', { name: 'Guardar orden' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Orden guardado' })).toBeVisible()
      expect(await firstHomeBanner(page)).toBe(moved)

      await page.getByRole('button', { name: 'Deshacer el cambio de orden' }).click()
      await expect(page.getByRole('button', { name: 'Deshacer el cambio de orden' })).toBeHidden()
      await expect(list.getByRole('listitem').nth(1)).toContainText(secondName)
      expect(await firstHomeBanner(page)).toBe(before)

      if (!isMobile(page)) {
        // Dragging the second banner onto the first does the same.
        await list.getByRole('listitem').nth(1).dragTo(list.getByRole('listitem').first())
        await expect(list.getByRole('listitem').first()).toContainText(secondName)
        await page.getByRole('button', { name: 'Guardar orden' }).click()
        await expect(page.getByRole('button', { name: 'Deshacer el cambio de orden' })).toBeVisible()
        expect(await firstHomeBanner(page)).toBe(moved)
        await page.getByRole('button', { name: 'Deshacer el cambio de orden' }).click()
        await expect(page.getByRole('button', { name: 'Deshacer el cambio de orden' })).toBeHidden()
        expect(await firstHomeBanner(page)).toBe(before)
      }
    })
  })

  test('a file that is not an image is refused under its field, and the form keeps what was typed', async ({ page }) => {
    await staffSignIn(page, ADMIN_EMAIL, undefined, '/admin/home')
    await page.getByRole('button', { name: 'Agregar banner' }).click()
    const form = page.getByRole('form', { name: 'Nuevo banner' })
    await form.getByLabel('Nombre').fill('Hot Sale')
    await form.getByLabel('Imagen para computadoras').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: Buffer.from('esto no es una imagen'),
    })
    await expect(form.getByText(HOME_IMAGE_MESSAGES.notImage)).toBeVisible()
    await expect(form.getByLabel('Imagen para computadoras')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Nombre')).toHaveValue('Hot Sale')
    // Saving says what is missing next to each field, and sends nothing.
    await form.getByRole('button', { name: 'Guardar banner' }).click()
    await expect(form.getByText('Suba la imagen para celulares.')).toBeVisible()
    await expectAccessible(page)
    await form.getByRole('button', { name: 'Cancelar' }).click()
    await expect(bannerList(page).getByRole('listitem')).toHaveCount(5)
  })

  test('Portada’s pages have no serious accessibility violations', async ({ page }) => {
    await staffSignIn(page, ADMIN_EMAIL, undefined, '/admin/home')
    for (const [url, heading] of [
      ['/admin/home', 'Portada'],
      ['/admin/home/carousels', 'Carrusel de categorías'],
      ['/admin/home/groups', 'Qué productos muestra cada grupo'],
    ] as const) {
      await page.goto(url)
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
      await expectAccessible(page)
    }
    await expect(page.getByRole('heading', { name: /SEMANA BGH/ })).toBeVisible()
  })
})
