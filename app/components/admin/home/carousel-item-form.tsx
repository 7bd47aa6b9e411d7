/** A carousel item's form on Portada: its name with the link it makes, and its image. */
import { AdminField } from '../admin-field.tsx'
import { Card, buttonPrimary, buttonSecondary } from '../admin-ui.tsx'
import { CAROUSEL_KINDS, type CarouselKind } from './carousel-kinds.ts'
import { ImageField } from './image-field.tsx'
import type { useCarouselEditor } from './use-carousel-editor.ts'

export function CarouselItemForm({
  kind,
  editor,
}: {
  kind: CarouselKind
  editor: ReturnType<typeof useCarouselEditor> & { editing: { id: number; name: string } }
}) {
  const k = CAROUSEL_KINDS[kind]
  const { editing, name, imagePath, errors, busy } = editor
  return (
    <Card>
      <form noValidate onSubmit={(e) => void editor.save(e)} className="space-y-4" aria-labelledby={`${kind}-form-title`}>
        <h3 id={`${kind}-form-title`} className="font-bold">
          {editing.id === 0 ? `Nueva ${k.noun}` : `Editar «${editing.name}»`}
        </h3>
        <AdminField
          formId={kind}
          name="name"
          label={k.nameLabel}
          maxLength={60}
          autoComplete="off"
          value={name}
          onValue={editor.changeName}
          error={errors.name}
        />
        <p className="text-xs text-gray-700">
          Enlace: <span className="font-mono">{name.trim() ? k.linkOf(name) : '—'}</span>
        </p>
        <ImageField
          id={`${kind}-imagePath`}
          label="Imagen"
          hint={k.imageHint}
          value={imagePath}
          error={errors.imagePath}
          onValue={editor.changeImage}
          previewClassName="h-16 w-auto"
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {busy ? 'Guardando…' : 'Guardar'}
          </button>
          <button type="button" className={buttonSecondary} disabled={busy} onClick={editor.cancel}>
            Cancelar
          </button>
        </div>
      </form>
    </Card>
  )
}
