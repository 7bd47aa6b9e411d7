/** How an import's page writes figures and field values. */

export const count = (n: number) => n.toLocaleString('es-AR')

/** A field's value in the sample: blanks named, lists joined, long texts cut. */
export function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vacío)'
  if (Array.isArray(value)) return value.length ? value.join(' | ') : '(ninguna)'
  const text = String(value)
  return text.length > 120 ? `${text.slice(0, 120)}…` : text
}
