import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { searchHrefFor } from '../../lib/paths.ts'
import { useLazyModule } from '../../lib/use-lazy-module.ts'

/**
 * The header search's text and focus: the suggestions (`load`, from the first focus on) close on
 * a move to another page and on a press outside the box, and submitting goes to the listing of
 * what was typed.
 */
export function useSearchBox<T>(load: () => Promise<T>) {
  const [text, setText] = useState('')
  const [focused, setFocused] = useState(false)
  const navigate = useNavigate()
  const location = useLocation()
  const wrapper = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const listId = useId()
  const suggestions = useLazyModule(focused, load)

  useEffect(() => setFocused(false), [location.pathname, location.search])

  // A shopper on a slow phone may focus the box and type before the page hydrates: take up what
  // is already there, or the suggestions would wait for the next focus.
  useEffect(() => {
    const box = input.current
    if (!box) return
    if (box.value) setText(box.value)
    if (document.activeElement === box) setFocused(true)
  }, [])

  useEffect(() => {
    if (!focused) return
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setFocused(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [focused])

  function submit(event: FormEvent) {
    event.preventDefault()
    const query = text.trim()
    if (!query) return
    setText('')
    setFocused(false)
    navigate(searchHrefFor('search', query))
  }

  return { text, setText, setFocused, wrapper, input, listId, suggestions, submit, open: focused && text.trim() !== '' }
}
