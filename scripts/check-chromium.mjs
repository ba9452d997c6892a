// The end-to-end suite needs Debian's Chromium; say how to get it instead of failing obscurely.
import { existsSync } from 'node:fs'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(path)) {
  console.error(
    `Chromium is missing at ${path}. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n\n(or set CHROMIUM_PATH to a Chromium binary)`,
  )
  process.exit(1)
}
