/**
 * A search counts its matches up to a cap, as search engines do (Elasticsearch's
 * `track_total_hits`, Algolia's approximate counts, Meilisearch's `maxTotalHits`): past it the
 * store says "more than", the order of the results stays exact, and the filters come from the
 * matches read (decision 047). Category and brand listings without search words count exactly.
 */

/** Matches a search reads to count them; more than this is shown as "más de 1.000". */
export const SEARCH_COUNT_CAP = 1_000

/**
 * How deep a capped search may be paged: the first 10,000 results, as Elasticsearch's
 * `index.max_result_window`. A shopper reads the first pages; a crawler walking page after page
 * of a broad search would otherwise make each page cost more than the last.
 */
export const SEARCH_RESULT_WINDOW = 10_000

/** 1000 → '1.000': Intl's es-AR leaves four-digit numbers ungrouped. */
export function groupedWhole(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

const CAP_TEXT = groupedWhole(SEARCH_COUNT_CAP)

/** The listing's count line when the search was capped. */
export const CAPPED_RESULTS_LABEL = `Más de ${CAP_TEXT} resultados`

/** Beside the filters' titles when they come from the first matches only. */
export const CAPPED_FACETS_NOTE = `(primeros ${CAP_TEXT} resultados)`

/** The suggestions' "more" button: how many are left, or "más de 1.000" past the cap. */
export function moreSuggestionsLabel(remaining: number, capped: boolean): string {
  return `Mostrar más resultados (${capped ? `más de ${CAP_TEXT}` : remaining})`
}

/** The pages a capped search may be paged to (SEARCH_RESULT_WINDOW). */
export function cappedPageLimit(pageSize: number): number {
  return Math.max(1, Math.floor(SEARCH_RESULT_WINDOW / Math.max(1, pageSize)))
}
