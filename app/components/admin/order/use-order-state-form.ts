/**
 * An order's state change as typed: the new state, a note and whether to notify the customer,
 * checked by the order-state rules before it is sent; cleared once the server accepts it.
 */
import { useState } from 'react'
import { checkStateChange } from '#domain/order-state.ts'
import { adminApi } from '../../../lib/admin-api.ts'
import { useAdmin } from '../../../lib/admin-session.ts'

export function useOrderStateForm(movement: string, onSaved: (message: string, ok: boolean) => void) {
  const { staff } = useAdmin()
  const [busy, setBusy] = useState(false)
  const [state, setState] = useState('')
  const [note, setNote] = useState('')
  const [notify, setNotify] = useState(true)
  const [errors, setErrors] = useState<{ state?: string; note?: string }>({})

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = checkStateChange({ state, note, actor: staff.email })
    if (!checked.ok) {
      setErrors(checked.field === 'note' ? { note: checked.message } : { state: checked.message })
      return
    }
    setErrors({})
    setBusy(true)
    const result = await adminApi(`/api/admin/orders/${Number(movement)}/state`, {
      method: 'PUT',
      body: { state, note, notify },
      csrf: staff.csrf,
    })
    setBusy(false)
    if (result.ok) {
      setState('')
      setNote('')
      setNotify(true)
    }
    onSaved(result.message, result.ok)
  }

  return { state, setState, note, setNote, notify, setNotify, errors, busy, submit }
}
