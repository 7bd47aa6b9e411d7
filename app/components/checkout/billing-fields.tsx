import type { HTMLAttributes } from 'react'
import { FIELD_LABELS } from '#domain/forms/field-labels.ts'
import { REQUIRED_MESSAGE } from '#domain/forms/messages.ts'
import type { Billing } from '#domain/order-payload.ts'
import { TextField } from '../forms/text-field.tsx'
import { VatConditionField } from '../forms/vat-condition-field.tsx'
import type { Checkout } from './use-checkout.ts'

interface BillingField {
  field: Exclude<keyof Billing, 'email' | 'vat_condition'>
  label: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  autoComplete?: string
}

/** In the form's order; the e-mail, the session's, sits after the phone. */
const BEFORE_EMAIL: readonly BillingField[] = [
  { field: 'fullname', label: 'Nombre completo', autoComplete: 'name' },
  { field: 'dni', label: FIELD_LABELS.dni, inputMode: 'numeric' },
  { field: 'phone', label: 'Celular', inputMode: 'tel', autoComplete: 'tel' },
]
const AFTER_EMAIL: readonly BillingField[] = [
  { field: 'address', label: 'Dirección', autoComplete: 'street-address' },
  { field: 'location', label: 'Localidad', autoComplete: 'address-level2' },
  { field: 'postal_code', label: 'Código postal', inputMode: 'numeric', autoComplete: 'postal-code' },
]

/** 'Datos de facturación': the customer's data, filled in from the account. */
export function BillingFields({ checkout }: { checkout: Checkout }) {
  const { billing, setBillingField, isMissing } = checkout
  const input = ({ field, label, inputMode, autoComplete }: BillingField) => (
    <TextField
      key={field}
      label={label}
      value={billing[field]}
      inputMode={inputMode}
      autoComplete={autoComplete}
      onChange={(e) => setBillingField(field, e.target.value)}
      error={isMissing(`billing.${field}`) ? REQUIRED_MESSAGE : field === 'dni' ? checkout.billingError('dni') : undefined}
    />
  )
  return (
    // Filled from the account when its data arrive: typing before then would be overwritten.
    <fieldset
      disabled={checkout.loadingCustomer}
      aria-busy={checkout.loadingCustomer}
      className="min-w-0 rounded-xl bg-white p-5 ring-1 ring-gray-200"
    >
      <legend className="px-1 text-lg font-bold">Datos de facturación</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {BEFORE_EMAIL.map(input)}
        <TextField label="Correo electrónico" value={checkout.sessionEmail ?? billing.email} readOnly />
        {AFTER_EMAIL.map(input)}
        <VatConditionField
          value={billing.vat_condition}
          onChange={(e) => checkout.setVatCondition(e.target.value)}
          error={checkout.billingError('vat_condition')}
        />
      </div>
    </fieldset>
  )
}
