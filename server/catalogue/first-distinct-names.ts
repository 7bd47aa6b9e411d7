/**
 * A list with one item per displayed name, read a slice at a time from an ordered source: the
 * home's product groups and the recommendations are made with it.
 */
import { distinctNamePicker } from '#domain/display-name.ts'

/** The longest slice firstDistinctNames asks for: the rows are whole products. */
export const DISTINCT_NAMES_MAX_SLICE = 512

/**
 * The first `limit` items of an ordered list with one item per displayed name (and none named
 * as `excluded`; the rule is domain/display-name.ts distinctNamePicker), reading it a slice at
 * a time: twins are few, so one slice a little longer than the list nearly always does, yet a
 * catalogue full of them still fills the list.
 *
 * Each item is looked at once, and the slices double (up to DISTINCT_NAMES_MAX_SLICE): at a
 * million products the dearest consoles are thousands of copies of a few models, and a
 * recommendation list for one of them read 533 slices of 18, each time sorting out the names
 * of everything read so far again, 73 s of the store's one thread (decision 035).
 */
export async function firstDistinctNames<T extends { name: string }>(
  slice: (limit: number, offset: number) => Promise<T[]>,
  limit: number,
  excluded: readonly string[] = [],
): Promise<T[]> {
  const picker = distinctNamePicker<T>(excluded, limit)
  if (picker.full) return []
  let size = limit * 2
  for (let offset = 0; ; offset += size, size = Math.min(size * 2, Math.max(DISTINCT_NAMES_MAX_SLICE, limit * 2))) {
    const rows = await slice(size, offset)
    for (const row of rows) if (picker.offer(row) && picker.full) return [...picker.kept]
    if (rows.length < size) return [...picker.kept]
  }
}
