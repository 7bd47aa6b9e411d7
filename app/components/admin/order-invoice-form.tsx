/**
 * The invoice of an order: its number and PDF, checked here as the server checks them (point of
 * sale and number, a PDF, at most 20 MB) so that a wrong file is said before it is sent; the server's answer is
 * shown as it comes.
 */
import { FileUp } from '../icons.tsx'
import { useState } from 'react'
import { INVOICE_MESSAGES, MAX_INVOICE_BYTES, invoiceFieldOf } from '#domain/admin/invoice-upload.ts'
import { parseInvoiceNumber } from '#domain/invoice-number.ts'
import { adminApi } from '../../lib/admin-api.ts'
import { useAdmin } from '../../lib/admin-session.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { FieldError } from '../forms/field-error.tsx'
import { buttonPrimary } from './admin-ui.tsx'

export function OrderInvoiceForm({
  movement,
  current,
  onSaved,
}: {
  movement: string
  /** the invoice's number as shown (PPPPP-NNNNNNNN), or null */
  current: string | null
  onSaved: (message: string, ok: boolean) => void
}) {
  const { staff } = useAdmin()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [number, setNumber] = useState(current ?? '')
  const [errors, setErrors] = useState<{ number?: string; pdf?: string }>({})

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const file = (form.elements.namedItem('pdf') as HTMLInputElement).files?.[0]
    const found: { number?: string; pdf?: string } = {}
    if (parseInvoiceNumber(number) === null) found.number = INVOICE_MESSAGES.invalidNumber
    if (!file) found.pdf = INVOICE_MESSAGES.missingFile
    else if (file.size > MAX_INVOICE_BYTES) found.pdf = INVOICE_MESSAGES.tooLarge
    setErrors(found)
    if (found.number || found.pdf || !file) return
    const body = new FormData()
    body.set('invoiceNumber', number.trim())
    body.set('pdf', file)
    setBusy(true)
    const result = await adminApi(`/api/admin/orders/${Number(movement)}/invoice`, { method: 'POST', body, csrf: staff.csrf })
    setBusy(false)
    if (result.ok) form.reset()
    // a refusal about the number or the file is said beside that field, as the checks above are
    const field = result.ok ? null : invoiceFieldOf(result.message)
    if (field) {
      setErrors({ [field]: result.message })
      form.querySelector<HTMLElement>(field === 'number' ? '#invoice-number' : '#invoice-pdf')?.focus()
      return
    }
    onSaved(result.message, result.ok)
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Factura del pedido" className="mt-3 grid gap-3">
      <div>
        <label htmlFor="invoice-number" className="block text-sm font-semibold text-gray-800">
          Número de factura
        </label>
        <p id="invoice-number-hint" className="text-xs text-gray-600">
          Punto de venta y número, como figura en la factura.
        </p>
        <input
          id="invoice-number"
          name="invoiceNumber"
          autoComplete="off"
          placeholder="00001-00001234"
          maxLength={20}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          aria-invalid={errors.number ? true : undefined}
          aria-describedby={errors.number ? 'invoice-number-hint invoice-number-error' : 'invoice-number-hint'}
          className={`mt-1 block w-full rounded-md border-0 px-3 py-2 text-sm ring-1 focus:ring-2 focus:ring-brand ${errors.number ? 'ring-red-500' : 'ring-gray-300'}`}
        />
        <FieldError id="invoice-number-error" message={errors.number} />
      </div>
      <div>
        <label htmlFor="invoice-pdf" className="block text-sm font-semibold text-gray-800">
          PDF de la factura (hasta {MAX_INVOICE_BYTES / 1024 / 1024} MB)
        </label>
        <input
          id="invoice-pdf"
          name="pdf"
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={errors.pdf ? true : undefined}
          aria-describedby={errors.pdf ? 'invoice-pdf-error' : undefined}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:font-semibold file:text-gray-800"
        />
        <FieldError id="invoice-pdf-error" message={errors.pdf} />
      </div>
      <div>
        <button type="submit" disabled={busy || !hydrated} className={buttonPrimary}>
          <FileUp aria-hidden className="size-4" /> {busy ? 'Subiendo…' : current ? 'Reemplazar factura' : 'Adjuntar factura'}
        </button>
      </div>
    </form>
  )
}
