/** The Get help page's address, and the QR code to it that the build writes for the printed sheet. */
export const GET_HELP_PATH = '/get-help'

/** Written by scripts/qr-code-plugin.ts at build time (and served by it in development). */
export const GET_HELP_QR_SRC = '/images/get-help-qr.svg'
