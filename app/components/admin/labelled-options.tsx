/** A <select>'s options, each value shown by its label (the value itself where it has none). */
export function LabelledOptions({ values, labels }: { values: readonly string[]; labels?: Readonly<Record<string, string>> }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels?.[value] ?? value}
    </option>
  ))
}
