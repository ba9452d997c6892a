// Debian's Chromium, as CI installs it with apt-get (Playwright's own browser downloads are not
// used). CHROMIUM_PATH points elsewhere on a machine that keeps it in another place.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1366, height: 900 }
