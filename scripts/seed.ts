/**
 * `npm run seed -- --products 100000`: fills an EMPTY database with N generated demo products,
 * for benchmarks. A database that already has a catalogue is left alone (staff reseed replaces it).
 */
import { productsRepository } from '#server/catalogue/products-repository.ts'
import { DEMO_PRODUCT_COUNT } from '#server/demo/catalogue.ts'
import { seedDemoIfEmpty } from '#server/demo/seed-service.ts'
import { runCommandLine } from './staff/cli-error.ts'
import { productCount } from './staff/format-report.ts'
import { parseFlags, parseProductCount } from './staff/parse-flags.ts'
import { withDatabase } from './staff/with-database.ts'

const USAGE = `Uso: npm run seed -- [--products N]

Carga N productos de demostración generados (por omisión ${DEMO_PRODUCT_COUNT}) en una base VACÍA.
Si la base ya tiene catálogo no cambia nada; para reemplazarlo: npm run staff -- reseed --products N --yes
`

async function main(argv: string[]): Promise<number> {
  const { values } = parseFlags({
    args: argv,
    options: { products: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
    allowPositionals: false,
    strict: true,
  })
  if (values.help) {
    process.stdout.write(USAGE)
    return 0
  }
  const count = parseProductCount(values.products) ?? DEMO_PRODUCT_COUNT
  const log = (message: string) => console.log(message)

  return withDatabase(async ({ database }) => {
    const existing = await productsRepository(database.db).count()
    if (existing > 0) {
      console.log(`La base ya tiene catálogo (${productCount(existing)}): no se cambió nada.`)
      console.log(`Para reemplazarlo: npm run staff -- reseed --products ${count} --yes`)
      return 0
    }
    console.log(`Generando y cargando ${productCount(count)}…`)
    const started = performance.now()
    const result = await seedDemoIfEmpty(database, count)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    if (!result.seeded) {
      // The marker says the demo was loaded once already (then emptied by hand): seeding only
      // happens once per database, by design, so a restart never brings deleted products back.
      console.log('La base ya fue sembrada antes (marca demo_seeded_at): no se cambió nada.')
      console.log(`Para cargar el catálogo de nuevo: npm run staff -- reseed --products ${count} --yes`)
      return 0
    }
    console.log(`Cargados ${productCount(result.products)} en ${seconds} s.`)
    return 0
  }, log)
}

await runCommandLine(() => main(process.argv.slice(2)), 'npm run seed -- --help')
