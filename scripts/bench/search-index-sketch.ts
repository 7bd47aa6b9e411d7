/**
 * A measurement, not part of the store: what an in-process search index would cost at a given
 * catalogue size (decision 037). It builds, from the demo generator's products, the index a
 * search at a million products would need to answer the bench's distinct searches without
 * reading the matching rows from PostgreSQL: every distinct word of the searchable text (the
 * same `searchableText` the SQL column holds), its products as a sorted list, and the words of
 * each trigram, so a search word (a substring, as the store's search reads it) finds its dictionary
 * words. A search is then a bitset per word, AND-ed, counted, with the facets and the first
 * page's top 24 taken in one walk of the set bits.
 *
 *   npx tsx scripts/bench/search-index-sketch.ts [products=1000000]
 *   (NODE_OPTIONS=--max-old-space-size=6000 at a million: the index takes about 2 GB of heap)
 */
import { searchableText, searchWords } from '#domain/text-search.ts'
import { generateProducts } from '../../server/demo/catalogue.ts'
import { distinctSearches } from './targets.ts'

const PAGE = 24
const products = Number(process.argv[2] ?? 1_000_000)

interface Index {
  words: string[]
  postings: Uint32Array[]
  trigrams: Map<string, number[]>
  inStock: Uint8Array
  price: Float64Array
  brand: Uint16Array
  brands: number
  subCategory: Uint16Array
  subCategories: number
}

function build(count: number): Index {
  const wordIds = new Map<string, number>()
  const words: string[] = []
  const lists: number[][] = []
  const inStock = new Uint8Array(count)
  const price = new Float64Array(count)
  const brand = new Uint16Array(count)
  const subCategory = new Uint16Array(count)
  const brandIds = new Map<string, number>()
  const subIds = new Map<string, number>()
  const idOf = (ids: Map<string, number>, key: string): number => {
    const known = ids.get(key)
    if (known !== undefined) return known
    ids.set(key, ids.size)
    return ids.size - 1
  }
  let row = 0
  for (const product of generateProducts(count)) {
    for (const word of new Set(searchableText(product).split(' '))) {
      let id = wordIds.get(word)
      if (id === undefined) {
        id = words.length
        words.push(word)
        wordIds.set(word, id)
        lists.push([])
      }
      lists[id]?.push(row)
    }
    inStock[row] = product.stock >= 1 ? 1 : 0
    price[row] = product.price_list_1 ?? 0
    brand[row] = idOf(brandIds, product.brand)
    subCategory[row] = idOf(subIds, product.sub_category)
    row++
  }
  const postings = lists.map((list) => Uint32Array.from(list))
  const trigrams = new Map<string, number[]>()
  words.forEach((word, id) => {
    const seen = new Set<string>()
    for (let at = 0; at + 3 <= word.length; at++) {
      const gram = word.slice(at, at + 3)
      if (seen.has(gram)) continue
      seen.add(gram)
      const ids = trigrams.get(gram) ?? []
      if (ids.length === 0) trigrams.set(gram, ids)
      ids.push(id)
    }
  })
  return { words, postings, trigrams, inStock, price, brand, brands: brandIds.size, subCategory, subCategories: subIds.size }
}

/** Rows whose searchable text holds `word`: the dictionary words containing it, their postings OR-ed. */
function rowsWith(index: Index, word: string, size: number): Uint32Array {
  const bits = new Uint32Array(size)
  let candidates: Iterable<number> = index.words.keys()
  if (word.length >= 3) {
    const lists: number[][] = []
    for (let at = 0; at + 3 <= word.length; at++) lists.push(index.trigrams.get(word.slice(at, at + 3)) ?? [])
    candidates = lists.reduce((a, b) => (b.length < a.length ? b : a))
  }
  for (const id of candidates) {
    if (!index.words[id]?.includes(word)) continue
    for (const row of index.postings[id] ?? []) bits[row >>> 5]! |= 1 << (row & 31)
  }
  return bits
}

function search(index: Index, text: string): { count: number; top: number[] } {
  const size = Math.ceil(index.inStock.length / 32)
  const [first, ...rest] = searchWords(text)
  if (first === undefined) return { count: 0, top: [] }
  const bits = rowsWith(index, first, size)
  for (const word of rest) {
    const more = rowsWith(index, word, size)
    for (let at = 0; at < size; at++) bits[at]! &= more[at]!
  }
  // In stock first, then dearest: the listing's default order.
  const order = (a: number, b: number) => index.inStock[b]! - index.inStock[a]! || index.price[b]! - index.price[a]!
  const brands = new Uint32Array(index.brands)
  const subCategories = new Uint32Array(index.subCategories)
  const top: number[] = []
  let count = 0
  for (let at = 0; at < size; at++) {
    let word = bits[at]!
    while (word !== 0) {
      const low = word & -word
      word ^= low
      const row = at * 32 + 31 - Math.clz32(low)
      count++
      brands[index.brand[row]!]!++
      subCategories[index.subCategory[row]!]!++
      if (top.length < PAGE || order(row, top[PAGE - 1]!) < 0) {
        top.push(row)
        top.sort(order)
        if (top.length > PAGE) top.pop()
      }
    }
  }
  return { count, top }
}

const started = performance.now()
const index = build(products)
const builtMs = performance.now() - started
const memory = process.memoryUsage()
console.log(
  `${products} products: ${index.words.length} distinct words, ${index.postings.reduce((n, p) => n + p.length, 0)} postings, ` +
    `${index.trigrams.size} trigrams; built in ${(builtMs / 1000).toFixed(1)} s; heap ${Math.round(memory.heapUsed / 1e6)} MB`,
)
const times: number[] = []
const searches = distinctSearches()
for (let round = 0; round < 2; round++)
  for (const text of searches) {
    const at = performance.now()
    search(index, text)
    times.push(performance.now() - at)
  }
times.sort((a, b) => a - b)
const quantile = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!.toFixed(1)
console.log(
  `${times.length} searches (the bench's distinct ones, twice), one at a time: p50 ${quantile(0.5)} ms, p99 ${quantile(0.99)} ms, max ${quantile(1)} ms`,
)
for (const text of ['hel', 'heladera samsung', 'lg', 'sam']) {
  const at = performance.now()
  const { count } = search(index, text)
  console.log(`  '${text}': ${count} matches in ${(performance.now() - at).toFixed(1)} ms`)
}
