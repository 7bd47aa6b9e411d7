/** The account API as the integration tests call it: a registration body and an injected call. */
import type { TestStore } from './test-store.ts'

/** A valid registerUser body for `email`; `change` replaces or adds fields. */
export const registrationBody = (email: string, change: Record<string, unknown> = {}) => ({
  name: 'Mayorista SRL',
  username: email.split('@')[0],
  dni: '30111222',
  address: 'Av. Corrientes 1000',
  location: 'CABA',
  postal_code: '1043',
  phone: '1155550000',
  email,
  password: 'secreta1',
  confirmPassword: 'secreta1',
  ...change,
})

/** An API call on the store's app, signed in when a token is given. */
export const apiCaller =
  (store: () => TestStore) => (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: unknown, token?: string) =>
    store().app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
