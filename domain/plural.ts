/** Counts as Spanish writes them: '1 producto', '0 productos', '2 productos'. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`
}

export const productCount = (count: number): string => countOf(count, 'producto', 'productos')
