const CARDS = [
  { name: 'Visa', bg: '#1a1f71', fg: '#ffffff' },
  { name: 'Mastercard', bg: '#222222', fg: '#f79e1b' },
  { name: 'American Express', short: 'AMEX', bg: '#2e77bc', fg: '#ffffff' },
  { name: 'Naranja X', short: 'NARANJA', bg: '#fe5000', fg: '#ffffff' },
  { name: 'Cabal', short: 'CABAL', bg: '#00529b', fg: '#ffffff' },
  { name: 'Maestro', bg: '#0099df', fg: '#ffffff' },
]

/** Card badges drawn inline: no image requests, crisp at any size. */
export function PaymentCards() {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tarjetas aceptadas">
      {CARDS.map((card) => (
        <li key={card.name}>
          <svg viewBox="0 0 64 40" width={56} height={35} role="img" aria-label={card.name} className="rounded shadow-sm">
            <rect width="64" height="40" rx="5" fill={card.bg} />
            <text
              x="32"
              y="25"
              textAnchor="middle"
              fontFamily="Arial, sans-serif"
              fontWeight="700"
              fontSize={(card.short ?? card.name).length > 7 ? 8 : 10}
              fill={card.fg}
            >
              {(card.short ?? card.name).toUpperCase()}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  )
}
