import { Search, X } from '../icons.tsx'
import { useSearchBox } from './use-search-box.ts'

// The suggestions (their requests, list and prices) come when the box first takes focus, before
// the first letter is typed: nobody sees them before, so no page's first load carries them.
const loadSuggestions = () => import('./search-suggestions.tsx')

/** The header search: suggestions as you type (search-suggestions.tsx), submit to the listing. */
export function SearchBox() {
  const { text, setText, setFocused, wrapper, input, listId, suggestions, submit, open } = useSearchBox(loadSuggestions)

  return (
    <div ref={wrapper} className="relative w-full" onKeyDown={(e) => e.key === 'Escape' && setFocused(false)}>
      <form
        role="search"
        onSubmit={submit}
        className="flex w-full items-center rounded-full bg-white ring-1 ring-gray-300 focus-within:ring-2 focus-within:ring-accent"
      >
        <label htmlFor={`${listId}-input`} className="sr-only">
          Buscar productos
        </label>
        <input
          ref={input}
          id={`${listId}-input`}
          // text, not search: HTML allows a combobox (the suggestions list) only on a text input;
          // enterKeyHint keeps the phone keyboard's Buscar key.
          type="text"
          enterKeyHint="search"
          name="search"
          autoComplete="off"
          placeholder="Buscar"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onFocus={() => setFocused(true)}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          className="min-w-0 flex-1 rounded-l-full bg-transparent px-4 py-2 text-sm text-gray-900 outline-none"
        />
        {text && (
          <button
            type="button"
            onClick={() => setText('')}
            className="p-1 text-gray-500 hover:text-gray-800"
            aria-label="Borrar búsqueda"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
        <button type="submit" className="rounded-r-full px-3 py-2 text-brand hover:text-brand-dark" aria-label="Buscar">
          <Search aria-hidden className="size-5" />
        </button>
      </form>
      {/* Loaded from the first focus on, the dropdown is there by the time a letter is typed. */}
      {suggestions && <suggestions.Suggestions text={text} open={open} listId={listId} />}
    </div>
  )
}
