// Debian's Chromium, as CI installs it with apt-get (Playwright's own browser downloads are not
// used), and the flags every headless run here uses: no GPU, no sandbox (containers), and none of
// the background traffic (updates, sync, QUIC probes) that would reach for a network there is not.
// CHROMIUM_PATH points elsewhere on a machine that keeps it in another place.
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
