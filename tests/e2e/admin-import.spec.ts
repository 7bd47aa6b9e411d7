/**
 * The back office's catalogue import and export in the browser: a CSV of 10,000 rows (Excel's
 * ';', decimal commas and BOM) is previewed (counts, rejected rows with their reasons, a sample of
 * changed fields), applied with a progress bar, reported, seen by the storefront, then undone;
 * a file that is not a catalogue is refused next to the field; the catalogue downloads as CSV.
 * axe-core on every state; screenshots of each page at 1280 and 390 px when SCREENSHOTS=1.
 *
 * The 10,000-row import runs on the desktop project only, one at a time across workers (the
 * store refuses a second import while one applies), and its new products live in a category
 * of their own, so the other tests running beside it see the catalogue they expect.
 */
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs'
import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import type { Product, ProductInput } from '#domain/product.ts'
import { PRODUCT_COLUMNS } from '#server/catalogue/import/catalogue-columns.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { ADMIN_EMAIL, staffSignIn } from './support/staff.ts'

const ROWS = 10_000
const SHOTS = process.env.SCREENSHOTS === '1'

/** Screenshots of the page at 1280 and 390 px (the back office's two widths), then back to 1280. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: `docs/screenshots/admin-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** One CSV cell as Excel in Spanish writes it: ';' between cells, quotes when needed. */
const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('|') : String(value)
  return /[;"\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

function excelCsv(catalogue: readonly Product[], runTag: string): string {
  const rows: ProductInput[] = []
  // A few real products get a new specifications text (visible on their page, asserted on by no other test).
  for (const product of catalogue.slice(0, 5)) {
    const { id: _id, ...input } = product
    rows.push({ ...input, specifications: `<p>Ficha actualizada por importación ${runTag}</p>` })
  }
  for (let i = rows.length; i < ROWS - 2; i++) {
    rows.push({
      sku: `E2E-IMP-${runTag}-${i}`,
      name: `Artículo de importación ${i}`,
      stock: i % 20,
      category: 'IMPORTACION E2E',
      sub_category: 'Pruebas',
      brand: 'ImportE2E',
      white_line: 0,
      img_url: '',
      img_urls: [],
      price_list_1: 1000 + i + 0.5,
      price_list_2: 1000 + i,
      price_list_3: 0,
      price_list_4: 0,
      price_list_5: 0,
      price_list_6: 0,
      tax_percentage: 21,
      week_views: 0,
      descriptions: null,
      specifications: null,
      faq: null,
    })
  }
  const lines = rows.map((row) =>
    PRODUCT_COLUMNS.map((column) => {
      const value = row[column]
      // Decimal commas, as a spreadsheet set to Spanish writes them.
      return typeof value === 'number' && !Number.isInteger(value) ? String(value).replace('.', ',') : cell(value)
    }).join(';'),
  )
  const bad = [
    PRODUCT_COLUMNS.map((c) =>
      c === 'sku' ? `E2E-IMP-${runTag}-MALA-1` : c === 'name' ? 'Precio negativo' : c === 'price_list_1' ? '-5' : '',
    ).join(';'),
    PRODUCT_COLUMNS.map((c) =>
      c === 'sku' ? `E2E-IMP-${runTag}-MALA-2` : c === 'name' ? 'Stock con texto' : c === 'stock' ? 'muchos' : '',
    ).join(';'),
  ]
  return [PRODUCT_COLUMNS.join(';'), ...lines, ...bad].join('\r\n')
}

/** One 10,000-row import at a time across workers: a directory made only by whoever holds it. */
async function holdImportLock(testInfo: TestInfo): Promise<() => void> {
  const lock = path.join(process.env.E2E_DATA_DIR!, 'catalogue-import.lock')
  await expect
    .poll(
      () => {
        try {
          mkdirSync(lock)
          return true
        } catch {
          return false
        }
      },
      { timeout: testInfo.timeout, message: 'waiting for the other worker’s import to end' },
    )
    .toBe(true)
  return () => rmdirSync(lock)
}

test(
  'a 10,000-row CSV: preview, apply with a progress bar, report, then undo',
  { tag: '@any-width' },
  async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-1440', 'the large import runs once, on the desktop project')
    test.setTimeout(900_000)
    const release = await holdImportLock(testInfo)
    try {
      // The catalogue as the store shows it once any earlier run's undo has reached its cache.
      let catalogue: Product[] = []
      await expect
        .poll(async () => {
          catalogue = (await (await request.get('/api/products')).json()) as Product[]
          return catalogue.some((p) => p.sku.startsWith('E2E-IMP-'))
        })
        .toBe(false)
      const runTag = `${testInfo.repeatEachIndex}${Date.now().toString(36)}`
      const csv = excelCsv(catalogue, runTag)
      const firstNew = `E2E-IMP-${runTag}-5`
      await page.setViewportSize({ width: 1280, height: 900 })
      await staffSignIn(page, ADMIN_EMAIL, undefined, '/admin/import')
      await expect(page.getByRole('heading', { name: 'Importar catálogo', level: 1 })).toBeVisible()
      await expectAccessible(page)
      await shoot(page, 'import')

      await page.getByLabel(/Archivo CSV o JSON/).setInputFiles({
        name: 'catalogo-excel.csv',
        mimeType: 'text/csv',
        // Excel's «CSV UTF-8»: with a BOM (Latin-1 files are in the integration tests).
        buffer: Buffer.from(`\uFEFF${csv}`, 'utf8'),
      })
      await page.getByRole('button', { name: 'Revisar archivo' }).click()
      await expect(page).toHaveURL(/\/admin\/import\/\d+$/, { timeout: 120_000 })
      const figures = page.getByTestId('import-figures')
      await expect(page.getByTestId('import-status')).toHaveText('Sin aplicar')
      await expect(figures).toContainText('Se agregarán9.993')
      await expect(figures).toContainText('Se actualizarán5')
      await expect(figures).toContainText('Rechazadas2')
      await expect(page.getByRole('region', { name: 'Motivo de cada fila rechazada' })).toContainText(
        'price_list_1: no puede ser negativo',
      )
      await expect(page.getByRole('region', { name: 'Motivo de cada fila rechazada' })).toContainText(
        'stock: debe ser un número entero',
      )
      await expect(page.getByRole('region', { name: 'Campos antes y después' })).toContainText(
        `Ficha actualizada por importación ${runTag}`,
      )
      // Nothing is saved by the preview.
      expect(await (await request.get(`/api/products?sku=${firstNew}`)).json()).toEqual([])
      await expectAccessible(page)
      await shoot(page, 'import-preview')

      await page.getByRole('button', { name: 'Aplicar importación' }).click()
      const bar = page.getByRole('progressbar')
      await expect(bar).toBeVisible()
      await expect(page.getByText(/Aplicando: [\d.]+ de 9\.998 filas/)).toBeVisible()
      await expectAccessible(page)
      await shoot(page, 'import-progress')
      await expect(page.getByTestId('import-status')).toHaveText('Aplicada', { timeout: 300_000 })
      await expect(bar).toHaveCount(0)
      await expect(page.getByText('Importación en curso.')).toHaveCount(0)
      await expect(
        page.getByText(/Importación aplicada: 9\.993 agregados, 5 actualizados, 0 sin cambios, 2 rechazadas/),
      ).toBeVisible()
      // The storefront has it, without a restart.
      await expect
        .poll(async () => ((await (await request.get(`/api/products?sku=${firstNew}`)).json()) as Product[]).length, {
          timeout: 10_000,
        })
        .toBe(1)
      await expectAccessible(page)
      await shoot(page, 'import-report')

      await page.getByRole('button', { name: 'Deshacer importación' }).click()
      const dialog = page.getByRole('dialog', { name: '¿Deshacer esta importación?' })
      await expect(dialog).toBeVisible()
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Deshacer' }).click()
      await expect(page.getByTestId('import-status')).toHaveText('Deshecha', { timeout: 300_000 })
      await expect(page.getByText('Importación deshecha: el catálogo volvió a como estaba antes de ella.')).toBeVisible()
      await expect
        .poll(async () => ((await (await request.get(`/api/products?sku=${firstNew}`)).json()) as Product[]).length, {
          timeout: 10_000,
        })
        .toBe(0)
      await expect
        .poll(async () => {
          const [first] = (await (
            await request.get(`/api/products?sku=${encodeURIComponent(catalogue[0]!.sku)}`)
          ).json()) as Product[]
          return first?.specifications
        })
        .toBe(catalogue[0]!.specifications)
    } finally {
      release()
    }
  },
)

test('a file that is not a catalogue is refused next to the field, in Spanish', async ({ page }) => {
  await staffSignIn(page, ADMIN_EMAIL, undefined, '/admin/import')
  const field = page.getByLabel(/Archivo CSV o JSON/)
  await page.getByRole('button', { name: 'Revisar archivo' }).click()
  await expect(page.getByText('Elija un archivo CSV o JSON con los productos.')).toBeVisible()
  await field.setInputFiles({
    name: 'planilla.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('PK\u0003\u0004'),
  })
  await page.getByRole('button', { name: 'Revisar archivo' }).click()
  await expect(page.getByText('El archivo debe terminar en .csv o .json.')).toBeVisible()
  await field.setInputFiles({
    name: 'erp.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('codigo;descripcion;precio\nA1;Algo;10,5'),
  })
  await page.getByRole('button', { name: 'Revisar archivo' }).click()
  await expect(page.getByText(/^Columnas desconocidas en el encabezado: 'codigo', 'descripcion', 'precio'\./)).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/admin\/import$/)
  await expectAccessible(page)
})

test('the catalogue downloads as CSV from Exportar catálogo', async ({ page }) => {
  await staffSignIn(page, ADMIN_EMAIL, undefined, '/admin/export')
  await expect(page.getByRole('heading', { name: 'Exportar catálogo', level: 1 })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'export')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar CSV' }).click()])
  expect(download.suggestedFilename()).toMatch(/^catalogo-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = readFileSync((await download.path())!, 'utf8')
  expect(text.split('\n')[0]).toBe(PRODUCT_COLUMNS.join(','))
})
