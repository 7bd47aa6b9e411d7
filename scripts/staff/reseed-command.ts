/** `staff reseed [--products N] --yes`: clears the catalogue (and the home groups' settings) and loads the demo again. */
import { reseedDemo } from '#server/demo/seed-service.ts'
import { UsageError } from './cli-error.ts'
import { productCount } from './format-report.ts'
import { parseFlags, parseProductCount } from './parse-flags.ts'
import { withDatabase } from './with-database.ts'

export async function reseedCommand(args: string[]): Promise<number> {
  const { values } = parseFlags({
    args,
    options: { products: { type: 'string' }, yes: { type: 'boolean', default: false } },
    allowPositionals: false,
    strict: true,
  })
  const count = parseProductCount(values.products)
  if (!values.yes) {
    throw new UsageError(
      'reseed borra todos los productos, banners y carruseles, vuelve los grupos de productos a la configuración\n' +
        'y carga el catálogo de demostración.\n' +
        'Para confirmarlo repita el comando con --yes: npm run staff -- reseed --yes',
    )
  }
  const log = (message: string) => console.log(message)
  let seconds = ''
  const result = await withDatabase(async ({ database }) => {
    const started = performance.now()
    const seeded = await reseedDemo(database, count)
    seconds = ((performance.now() - started) / 1000).toFixed(1)
    return seeded
  }, log)
  console.log(`Catálogo borrado y recargado: ${productCount(result.products)} de demostración (${seconds} s).`)
  return 0
}
