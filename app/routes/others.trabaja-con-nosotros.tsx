import { BriefcaseBusiness } from '../components/icons.tsx'
import { store } from '#config/store.ts'
import { PageHeading, TitledSection } from '../components/others/info-ui.tsx'
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
      <TitledSection id="work-form-title" title="Tus datos">
        <WorkWithUsForm />
      </TitledSection>
    </article>
  )
}
