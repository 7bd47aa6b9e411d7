import { useEffect, useState } from 'react'
import { deliveryFor, type Delivery, type DeliveryOption } from '#domain/checkout.ts'
import { formatCuit } from '#domain/cuit.ts'
import type { Billing } from '#domain/order-payload.ts'
import { DEFAULT_VAT_CONDITION, parseVatCondition } from '#domain/vat-condition.ts'
import { useSession } from '../../lib/session-context.tsx'
import type { PickupBranch } from '#domain/shipping/order-shipping.ts'
import { rememberedPostalCode } from '../shipping/remembered-postal-code.ts'

const EMPTY_BILLING: Billing = {
  fullname: '',
  dni: '',
  vat_condition: 'consumidor_final',
  phone: '',
  email: '',
  address: '',
  location: '',
  postal_code: '',
}

/**
 * The order form's billing data and delivery: the billing data come from the signed-in customer,
 * and a home delivery (option 1) follows the billing address as it is typed.
 */
export function useBillingAndDelivery() {
  const session = useSession()
  const [billing, setBilling] = useState<Billing>(EMPTY_BILLING)
  const [delivery, setDelivery] = useState<Delivery>(deliveryFor(1, EMPTY_BILLING))

  // The e-mail is the session's and read-only. When the session ends, what the shopper typed
  // stays: they sign in again and carry on.
  useEffect(() => {
    const user = session.user
    if (!user) {
      setBilling((b) => ({ ...b, email: session.email ?? '' }))
      return
    }
    const next: Billing = {
      fullname: user.fullname,
      // shown as Mis datos shows it: a CUIT as '20-12345678-6' (domain/cuit.ts)
      dni: formatCuit(user.dni),
      vat_condition: user.vat_condition,
      phone: user.phone,
      email: user.email,
      address: user.address,
      location: user.location,
      postal_code: user.postal_code,
    }
    setBilling(next)
    setDelivery((d) => (d.option === 1 ? deliveryFor(1, next) : d))
  }, [session.user, session.email])

  function setBillingField(field: Exclude<keyof Billing, 'vat_condition'>, value: string) {
    setBilling((b) => {
      const next = { ...b, [field]: value }
      if (delivery.option === 1 && (field === 'address' || field === 'postal_code')) setDelivery(deliveryFor(1, next))
      return next
    })
  }

  return {
    billing,
    setBillingField,
    setVatCondition: (value: string) =>
      setBilling((b) => ({ ...b, vat_condition: parseVatCondition(value) ?? DEFAULT_VAT_CONDITION })),
    delivery,
    chooseDelivery: (option: DeliveryOption) => setDelivery(deliveryFor(option, billing, rememberedPostalCode())),
    chooseBranch: (branch: PickupBranch) => setDelivery((d) => ({ ...d, branch })),
    setDeliveryAddress: (change: Partial<Pick<Delivery, 'address' | 'postal_code'>>) => setDelivery({ ...delivery, ...change }),
  }
}
