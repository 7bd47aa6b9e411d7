/**
 * Deferred loader data that is often ready at once (the product page's recommendations, from a
 * pool kept per sub-category): `promise`'s value when it settles within this turn of the event
 * loop, so the page renders it in one pass; otherwise the promise itself, for React Router to
 * stream after the page (Suspense and Await), so a slow look-up never delays the page.
 *
 * Streaming a value already at hand cost a second pass for nothing: a fallback rendered and then
 * replaced, the boundary's swap script, and the value serialised as a promise (decision 033).
 */
export async function readyNow<T>(promise: Promise<T>): Promise<{ value: T } | { pending: Promise<T> }> {
  const pending = Symbol('pending')
  const first = await Promise.race([promise, new Promise<typeof pending>((resolve) => setImmediate(resolve, pending))])
  return first === pending ? { pending: promise } : { value: first as T }
}
