/** The search suggestions' dropdown frame: drawn by search-suggestions.tsx, and by the box while its code loads. */
export const SUGGESTIONS_FRAME =
  'absolute left-0 top-full z-50 mt-2 max-h-[70vh] w-[min(600px,calc(100vw-1.5rem))] overflow-y-auto rounded-lg bg-white text-gray-900 shadow-2xl ring-1 ring-black/10'
