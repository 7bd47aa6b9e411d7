/**
 * The loader every admin list page shares: the staff session, the list's query read from the URL
 * (anything wrong falls back to the first page), one page read from a service, and the query handed
 * back beside the page so the search box, the filters and the pager show what was asked.
 */
import type { AppLoadContext } from 'react-router'
import { listQueryFrom } from '#domain/admin/admin-forms.ts'
import { requireStaff } from './admin-session.ts'

interface ListLoaderArgs {
  request: Request
  context: AppLoadContext
}

/** A list with its own filters (orders, products): `queryFrom` reads them from the URL. */
export async function adminFilteredListLoader<Query, Page extends object>(
  { request, context }: ListLoaderArgs,
  queryFrom: (url: URL) => Query,
  readPage: (query: Query) => Promise<Page>,
): Promise<{ query: Query } & Page> {
  requireStaff(context)
  const query = queryFrom(new URL(request.url))
  return { query, ...(await readPage(query)) }
}

/** A list searched by `?q=…&page=N`. */
export function adminListLoader<Page extends object>(
  args: ListLoaderArgs,
  readPage: (query: ReturnType<typeof listQueryFrom>) => Promise<Page>,
) {
  return adminFilteredListLoader(args, listQueryFrom, readPage)
}
