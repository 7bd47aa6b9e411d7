import { Link } from 'react-router'

/** A page under Mi cuenta: the way back to it, then the page's title. */
export function AccountPageHeading({ title }: { title: string }) {
  return (
    <>
      <nav aria-label="Ruta de navegación" className="text-sm">
        <Link to="/myaccount" className="text-brand underline">
          Mi cuenta
        </Link>{' '}
        / {title}
      </nav>
      <h1 className="mt-2 text-2xl font-extrabold">{title}</h1>
    </>
  )
}
