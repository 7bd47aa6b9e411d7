import { originOf } from '../lib/seo.ts'
import type { Route } from './+types/robots.txt'

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = originOf(request, context.services.env.PUBLIC_URL)
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /myaccount',
    'Disallow: /login',
    'Disallow: /olvide-mi-contrasena',
    'Disallow: /restablecer-contrasena',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  })
}
