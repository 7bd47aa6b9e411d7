/**
 * What holds back the aims the browser side misses, from the profiles of decision 010. Written
 * here, not guessed per run: a run only says whether the aim was met.
 */
export const LIMITS: { aim: RegExp; text: string }[] = [
  {
    aim: /^(Lighthouse mobile performance|TBT|CLS)/,
    text: `**Lighthouse score.** The pages paint early (first contentful paint about 1 s simulated; in the
browser itself, without throttling, the home page's largest paint is its banner at about
0.6 s). What keeps the simulated LCP near 3 s is Lantern's pessimistic estimate, which
counts every request started before the observed paint: the route's scripts (the first-load
JavaScript of the table above) start with the head, and React DOM with React Router are 112 KB gzip of
them. TBT is the hydration of a 2,200-element page under a 4× CPU slowdown, counted from that
early first paint. Reaching 95 would take less JavaScript before the largest paint: hydrating
the home page's carousels and header only (islands) or a lighter router runtime. Scores move by
±8 between runs of one page on this shared machine: see the runs in brackets.
Profile and measured alternatives: [decision 010](decisions/010-pages-paint-before-they-hydrate.md).`,
  },
  {
    aim: /^first-load JavaScript/,
    text: `**First-load JavaScript.** Every page carries React DOM (about 67 KB gzip) and React Router with
React (about 45 KB); the home page adds its own chunk (about 12.6 KB, most of it the
carousels: Embla with its autoplay).
Merging the small chunks saves their per-file overhead but moved the cart's code into every
page (decision 010). Reaching 150 KB on the home page would take carousels without a script
library (CSS scroll snapping) or loading Embla on the first interaction.`,
  },
  {
    aim: /^req\/s during a .*import/,
    text: `**Pages during an import.** On the embedded database the import's SQL runs on the store's own
thread (PGlite has one connection, in the process), so shoppers' pages get what the import
leaves of it: after each batch of 100 rows the import rests \`IMPORT_REST_FACTOR\` times as long
as the batch took (four: about a fifth of the thread for the import). A ratio under the aim
in one run is most often the machine's other load landing in the import's slices; a lower
figure every run would call for a larger factor (the import takes longer) or smaller batches.
[Decision 030](decisions/030-catalogue-imports-in-batches.md).`,
  },
]
