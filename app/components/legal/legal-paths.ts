/** Where the legal pages live (app/routes.ts). */
export const WITHDRAWAL_PATH = '/others/arrepentimiento'
export const TERMS_PATH = '/others/terminos'
export const PRIVACY_PATH = '/others/privacidad'
