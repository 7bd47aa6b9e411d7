/** The not-found page's title, apart from its content: the root's error boundary names it too. */
export const NOT_FOUND_TITLE = 'Página no encontrada'
