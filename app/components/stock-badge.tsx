import { stockLabel, stockLevel, type StockLevel } from '#domain/stock.ts'

const STYLES: Record<StockLevel, string> = {
  none: 'bg-gray-200 text-gray-700',
  last: 'bg-red-100 text-red-800',
  low: 'bg-orange-100 text-orange-800',
  medium: 'bg-yellow-100 text-yellow-900',
  high: 'bg-green-100 text-green-800',
}

export function StockBadge({ stock }: { stock: number }) {
  return <span className={`stock-badge ${STYLES[stockLevel(stock)]}`}>{`Stock: ${stockLabel(stock)}`}</span>
}
