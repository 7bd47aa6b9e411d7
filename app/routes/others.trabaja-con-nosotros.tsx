import { BriefcaseBusiness } from '../components/icons.tsx'
import { store } from '#config/store.ts'
import { PageHeading } from '../components/others/info-ui.tsx'
import { WorkWithUsForm } from '../components/others/work-with-us-form.tsx'
import { pageMeta } from '../lib/page-meta.ts'

export const meta = pageMeta({
  title: 'Trabajá con nosotros',
  description: `Sumate al equipo de ${store.brandName}: dejanos tus datos y tu CV.`,
  canonicalPath: '/others/trabaja_con_nosotros',
})

export default function WorkWithUs() {
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeading
        title="Trabajá con nosotros"
        icon={BriefcaseBusiness}
        lead={`¿Te gustaría formar parte del equipo de ${store.brandName}? Completá el formulario y adjuntá tu CV.`}
      />
      <section aria-labelledby="work-form-title" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
        <h2 id="work-form-title" className="mb-4 text-lg font-extrabold tracking-tight text-gray-900">
          Tus datos
        </h2>
        <WorkWithUsForm />
      </section>
    </article>
  )
}
