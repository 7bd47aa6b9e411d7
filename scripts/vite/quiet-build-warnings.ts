/**
 * The build's warnings that say nothing about this store's code, left out so that a warning in
 * `npm run build` is worth reading:
 * - a comment a dependency placed where Rollup reads only `@__PURE__` annotations (zod's, for
 *   one): Rollup drops the comment and the code is unchanged;
 * - the empty browser chunk of a resource route (robots.txt, sitemap.xml, favicon.ico): a route
 *   with only a loader has nothing to send to the browser.
 * Everything else goes on to Vite as before.
 */
import type { Rollup } from 'vite'

export function isNoiseWarning(warning: Rollup.RollupLog): boolean {
  if (warning.code === 'INVALID_ANNOTATION') return (warning.id ?? '').includes('/node_modules/')
  if (warning.code === 'EMPTY_BUNDLE') return /\.(txt|xml|ico)$/.test(warning.names?.[0] ?? '')
  return false
}

export const quietBuildWarnings: Rollup.WarningHandlerWithDefault = (warning, warn) => {
  if (!isNoiseWarning(warning)) warn(warning)
}
