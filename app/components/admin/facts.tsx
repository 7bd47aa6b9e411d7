/** A record's facts as label → value pairs (a description list); an empty value shows as a dash. */
export function Facts({ rows, columns }: { rows: [string, React.ReactNode][]; columns: string }) {
  return (
    <dl className="mt-3 divide-y divide-gray-100 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className={`grid ${columns} gap-2 py-2`}>
          <dt className="font-semibold text-gray-600">{label}</dt>
          <dd className="break-words">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  )
}
