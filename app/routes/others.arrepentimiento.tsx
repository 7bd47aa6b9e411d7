import { CalendarClock, Undo2 } from '../components/icons.tsx'
import { store } from '#config/store.ts'
import { LegalParagraph } from '../components/legal/legal-paragraph.tsx'
import { WITHDRAWAL_PATH } from '../components/legal/legal-paths.ts'
import { WithdrawalForm } from '../components/legal/withdrawal-form.tsx'
import { InfoCard, LINK_CLASS, PageHeading, TitledSection } from '../components/others/info-ui.tsx'
import { pageMeta } from '../lib/page-meta.ts'

export const meta = pageMeta({
  title: store.legal.withdrawal.title,
  description: store.legal.withdrawal.description,
  canonicalPath: WITHDRAWAL_PATH,
})

/** Resolución SCI 424/2020: the withdrawal ('arrepentimiento') page, open without signing in. */
export default function Withdrawal() {
  const texts = store.legal.withdrawal
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeading title={texts.title} icon={Undo2} lead={texts.lead} />
      <div className="space-y-6">
        <InfoCard title={`Tenés ${texts.termDays} días para arrepentirte`} icon={CalendarClock}>
          {texts.rights.map((text, i) => (
            <LegalParagraph key={i} text={text} linkClassName={LINK_CLASS} />
          ))}
        </InfoCard>
        <TitledSection id="withdrawal-form-title" title={texts.formTitle}>
          <WithdrawalForm />
        </TitledSection>
      </div>
    </article>
  )
}
