/**
 * /others/revendedores' block for customers with an account: a signed-in customer asks for their
 * reseller account here (or sees its state); anyone else is told to sign in, and the enquiry
 * form below stays for people without an account.
 */
import { Link } from 'react-router'
import { useSession } from '../../lib/session-context.tsx'
import { ResellerApplication } from './reseller-application.tsx'

export function ResellerAccountSection() {
  const session = useSession()
  return (
    <section aria-labelledby="reseller-account-title" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <h2 id="reseller-account-title" className="text-lg font-extrabold tracking-tight text-gray-900">
        ¿Ya tenés cuenta en la tienda? Pedí tu cuenta de revendedor
      </h2>
      {session.ready && session.loggedIn ? (
        <div className="mt-4">
          <ResellerApplication />
        </div>
      ) : (
        <p className="mt-2 text-gray-700">
          Con tu CUIT como Responsable inscripto o Monotributo podés pedirla en línea.{' '}
          <Link to="/login" className="font-semibold text-brand underline">
            Ingresá a tu cuenta
          </Link>{' '}
          y completá la solicitud.
        </p>
      )}
    </section>
  )
}
