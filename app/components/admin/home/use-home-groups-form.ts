/**
 * Portada → Grupos de productos as typed: the values (checked with the schema the server declares
 * once an error is shown), a preview of what they pick before saving, and the save.
 */
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { homeGroupsFormSchema, type HomeGroupsForm } from '#domain/admin/home-content-forms.ts'
import { fieldErrors } from '#domain/forms/field-errors.ts'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'
import type { GroupPreview } from './groups-preview.tsx'

type Preview = GroupPreview[]

export function useHomeGroupsForm(settings: HomeGroupsForm) {
  const { staff } = useAdmin()
  const revalidator = useRevalidator()
  const [values, setValues] = useState<HomeGroupsForm>(settings)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [shown, setShown] = useState<{ groups: Preview; of: HomeGroupsForm } | null>(null)
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const dirty = JSON.stringify(values) !== JSON.stringify(settings)

  function change(key: keyof HomeGroupsForm, value: string) {
    const next = { ...values, [key]: value }
    setValues(next)
    if (Object.keys(errors).length) {
      const parsed = homeGroupsFormSchema.safeParse(next)
      setErrors(parsed.success ? {} : fieldErrors(parsed.error))
    }
  }

  function checked(): HomeGroupsForm | null {
    const parsed = homeGroupsFormSchema.safeParse(values)
    if (parsed.success) return parsed.data
    const found = fieldErrors(parsed.error)
    setErrors(found)
    document.getElementById(`groups-${Object.keys(found)[0]}`)?.focus()
    return null
  }

  async function showPreview() {
    const data = checked()
    if (!data) return
    setBusy(true)
    const result = await adminApi(`/api/admin/home/groups/preview?${new URLSearchParams(data).toString()}`, { method: 'GET' })
    setBusy(false)
    if (result.ok && Array.isArray(result.data?.groups)) setShown({ groups: result.data.groups as Preview, of: data })
    else setNotice({ text: result.message, ok: false })
  }

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = checked()
    if (!data) return
    setBusy(true)
    const result = await adminApi('/api/admin/home/groups', { method: 'PUT', body: data, csrf: staff.csrf })
    setBusy(false)
    setNotice({ text: result.message, ok: result.ok })
    if (result.ok) {
      setShown(null)
      await revalidator.revalidate()
    }
  }

  // The preview asked for shows only while the values are still the ones it was asked for.
  const previewMatches = shown !== null && JSON.stringify(shown.of) === JSON.stringify(values)
  const shownGroups = previewMatches ? shown.groups : null
  return { values, setValues, errors, change, notice, busy, dirty, shownGroups, showPreview, save }
}
