import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('search', 'routes/search.tsx'),
  route('products', 'routes/products.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('login', 'routes/login.tsx'),
  route('olvide-mi-contrasena', 'routes/olvide-mi-contrasena.tsx'),
  route('restablecer-contrasena', 'routes/restablecer-contrasena.tsx'),
  route('myaccount', 'routes/myaccount.tsx', [
    index('routes/myaccount._index.tsx'),
    route('profile', 'routes/myaccount.profile.tsx'),
    route('orders', 'routes/myaccount.orders.tsx'),
  ]),
  route('shipments', 'routes/shipments.tsx'),
  route('error', 'routes/error.tsx'),
  route('others', 'routes/others.tsx', [
    route('about_us', 'routes/others.about-us.tsx'),
    route('garantia', 'routes/others.garantia.tsx'),
    route('centro_de_ayuda', 'routes/others.centro-de-ayuda.tsx'),
    route('revendedores', 'routes/others.revendedores.tsx'),
    route('sucursales', 'routes/others.sucursales.tsx'),
    route('politicas_de_devolucion', 'routes/others.politicas-de-devolucion.tsx'),
    route('trabaja_con_nosotros', 'routes/others.trabaja-con-nosotros.tsx'),
    route('arrepentimiento', 'routes/others.arrepentimiento.tsx'),
    route('terminos', 'routes/others.terminos.tsx'),
    route('privacidad', 'routes/others.privacidad.tsx'),
  ]),
  route('sitemap.xml', 'routes/sitemap.xml.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
