/**
 * Whether a path is the back office's, apart from the list of its pages (admin-pages.ts): the
 * root route asks it on every storefront page, and this module goes with the browser's shell
 * chunk, where the page list would be dead weight.
 */

/** Whether a URL path is the back office's (pages and React Router's `.data` requests for them). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname === '/admin.data' || pathname.startsWith('/admin/')
}
