/**
 * A LIKE pattern that finds `value` anywhere. LIKE treats `%` and `_` as wildcards and `\` as
 * its escape; a shopper's '50%' or a clerk's 'A_1' means the characters, so they are escaped.
 */
export function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
