/**
 * Browsers ask for /favicon.ico whatever a page links (a bookmark, a feed reader, a tab opened
 * from an e-mail): the store's one icon is public/favicon.svg, which the pages link, so the old
 * name is sent there for good rather than answered with the not-found page.
 */
export function loader() {
  return new Response(null, { status: 301, headers: { location: '/favicon.svg', 'cache-control': 'public, max-age=86400' } })
}
