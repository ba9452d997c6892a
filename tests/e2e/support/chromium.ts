export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium'

/** The two widths every page is checked at: a phone and a laptop. */
export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1366, height: 900 }
