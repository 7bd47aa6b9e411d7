/** Shared by the product page's form and the cards' link (which must not load the form). */
export const STOCK_ALERT_FORM_ID = 'avisame'
export const STOCK_ALERT_LABEL = 'Avisame cuando ingrese'
