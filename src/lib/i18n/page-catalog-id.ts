/** The id of the inert JSON block in which a page carries its language's messages. */
export const CATALOG_ELEMENT_ID = 'i18n-messages'
