/**
 * A banner form's state: the values as typed (each change reported to the page), checked with the
 * schema the server declares once a save was tried, and the save itself; nothing typed is lost on
 * a refusal.
 */
import { useState } from 'react'
import { bannerFormSchema, type BannerForm } from '#domain/admin/home-content-forms.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'

export function useBannerForm(
  initial: BannerForm,
  onChange: (values: BannerForm) => void,
  onSave: (form: BannerForm) => Promise<Record<string, string> | null>,
) {
  const [values, setValues] = useState<BannerForm>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)

  function change<K extends keyof BannerForm>(key: K, value: BannerForm[K]) {
    const next = { ...values, [key]: value }
    setValues(next)
    onChange(next)
    if (tried) {
      const parsed = bannerFormSchema.safeParse(next)
      setErrors(parsed.success ? {} : fieldErrors(parsed.error))
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTried(true)
    const parsed = bannerFormSchema.safeParse(values)
    if (!parsed.success) {
      const found = fieldErrors(parsed.error)
      setErrors(found)
      const first = Object.keys(found)[0]
      if (first) document.getElementById(`banner-${first}`)?.focus()
      return
    }
    setBusy(true)
    const refused = await onSave(parsed.data)
    setBusy(false)
    if (refused) setErrors(refused)
  }

  return { values, errors, busy, change, submit }
}
