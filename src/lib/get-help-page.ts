/** The Get help page's address, and the QR code to it that the build writes for the printed sheet. */
export const GET_HELP_PATH = '/get-help'

/** Written at build time by scripts/build/qr-code.ts (vite.config.ts; served by it in development). */
export const GET_HELP_QR_SRC = '/images/get-help-qr.svg'

/** The subject the page's "is something here wrong?" link fills in (letters and spaces only). */
export const correctionSubjectByLocale = {
  en: 'Correction to the Get help page',
  es: 'Corrección a la página Obtener ayuda',
} as const
