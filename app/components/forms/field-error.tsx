/** A field's error under it, with the id its aria-describedby names (lib/use-checked-form.ts). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null
}
