/**
 * What holds back the aims a run misses, from the profiles and query plans of the decisions
 * named in each. Written here, not guessed per run: a run only says whether the aim was met.
 */
export const LIMITS: { aim: RegExp; text: string }[] = [
  {
    aim: /^(Lighthouse mobile performance|TBT|CLS)/,
    text: `**Lighthouse score and TBT.** Every page scores 98–100 in every run here, and TBT is 0–32 ms
except where one page's median run lands above the aim: this run the listing on the large store,
54 ms (its score 99; the run before, 0 ms). TBT is the hydration of the page under Lighthouse's 4×
CPU slowdown of a CPU the bench's other processes share, so on this 2-core machine a page moves
by tens of ms between runs; the median of three is what the aim reads. What would take the margin
up is less JavaScript to hydrate: the header and carousels hydrated alone (islands) or a lighter
router runtime. CLS is 0 on every page: the cart's badge and drawer fill in from the cookie into
reserved space. Profiles and measured alternatives: [decision 010](decisions/010-pages-paint-before-they-hydrate.md),
[029](decisions/029-a-lighter-first-load.md), [034](decisions/034-first-load-minifier-and-shell-trims.md),
[036](decisions/036-first-load-code-on-demand.md).`,
  },
  {
    aim: /^first-load JavaScript/,
    text: `**First-load JavaScript.** Every page carries React DOM (about 67 KB gzip) and React Router
with React (about 45 KB); the shell chunk with the store's own header, footer, cart context and
search box is about 122 KB with them (terser, decision 034; what only a shopper's action shows
is loaded on demand, decision 036). The home page adds its own chunk (about 4 KB: the carousels,
whose Embla comes on the first interaction or autoplay step) and the catalogue chunk shared with
listings and product pages (cards, prices, financing figures: about 3.5 KB). In decision 036's build
the home page loaded 129.9 KB, 0.1 KB under the aim, and listing and product pages 129.0 and
129.4 KB: anything added to the shell or to those chunks shows here first. Below that, the next step is hydrating less (see above).`,
  },
  {
    aim: /^(suggestions and sku lookup|listing with facets) p99/,
    text: `**Searches at a million products.** A search counts its matches up to 1,000 and finds the
page of a broader one by walking the default order's covering index ([decision 047](decisions/047-search-counts-stop-at-a-cap.md)):
broad searches went from seconds to tens of milliseconds. What is left is a search with fewer
matches than the cap but tens of thousands of candidates — a long word and a two-letter one the
trigram index cannot use ('celular hp') — whose count checks every candidate on its row, and the
rows are about 1.4 KB each (the three HTML fields stay inside the row, below the 2 KB TOAST
threshold), most of them outside the default 128 MB of shared buffers. A narrow table of what a
search reads is the next step (decision 047, "What is left").`,
  },
  {
    aim: /^uncached product pages|^req\/s at [\d,]+ products/,
    text: `**Uncached product pages.** In this run 0.71 on the demo, 0.69 at 100,000 products, 0.75 on the
demo-size PostgreSQL store and 0.71 at a million: 300–312 product pages a second against 416–436
information pages (the run two before: 0.59–0.71, 134–161 against 211–228/s). Two changes since,
both in [decision 040](decisions/040-static-recommendation-cards.md): the nine recommendation cards
written from markup rendered once per card and kept, not rendered by React for every product (the
main thread's CPU per request, \`scripts/bench/cpu-per-request.ts\`, 0.64–0.68 of the information
page's → 0.72–0.74), and React Router handed the build rather than a function, so it no longer
derives its route tables on every request — which made every uncached page cheaper, the
information page the ratio divides by as much as the product page. The store at 100,000 products
misses by 0.01, less than the same store's ratio moves between runs. What is left on every store
is React's render of the page itself, the product's look-up and the larger page's compression; a
build without the cards' data in the hydration data measured no better.`,
  },
  {
    aim: /^large\/demo ≥/,
    text: `**Large against demo.** The rows compared are served from the page cache or the disk at both
sizes, so what a size changes is not on their path; a p99 of a few milliseconds moves with the
machine by more than the aim's 0.8 between runs (this run the product page and the suggestions,
1.1 against 1.4 ms and 0.95 against 1.2 ms; the run before the static file, which no catalogue
touches: 0.80), as the earlier runs' ratios for the same rows show.`,
  },
  {
    aim: /^req\/s at [\d,]+ products/,
    text: `**Throughput at a million products.** Rows answered from the catalogue memo cost the same at
both sizes; those that reach the database pay for the search's matching rows (above), and a
slow statement holds one of the pool's connections, so targets measured right after a slow one
wait for a connection too (the rounds interleave the targets). See
[decision 035](decisions/035-a-million-products-on-postgresql.md).`,
  },
  {
    aim: /^req\/s during a .*import/,
    text: `**Pages during an import.** On the embedded database the import's SQL runs on the store's own
thread (PGlite has one connection, in the process), so shoppers' pages get what the import
leaves of it: after each batch of 100 rows the import rests \`IMPORT_REST_FACTOR\` times as long
as the batch took (four: about a fifth of the thread for the import). With that factor the
ratio moved between 0.67 and 0.84 from run to run on a quiet machine, and a factor of five did
no better: what is left is work the batches leave behind (garbage for the collector, the
embedded database's deferred work), which a worker thread cannot take while PGlite's one
connection lives on the main thread; a PostgreSQL server runs the batches' SQL in its own process.
[Decision 030](decisions/030-catalogue-imports-in-batches.md).`,
  },
]
