// `npm test`: every check the project has, in order, cheapest first, stopping at the first that
// fails. It prints each stage's wall time as it ends and a table of all of them at the end, so a
// slow stage is seen on every run, locally and in CI.
//
// Before anything it makes sure the two system programs the suite drives are here: Debian's
// Chromium (end-to-end tests, Lighthouse) and redis-server (the shared rate-limit test). Run as
// root (CI, containers), it installs the missing ones with apt-get; otherwise it stops at once and
// prints the one command to run.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const STAGES = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit', 'npm run test:unit'],
  ['build', 'npm run build'],
  ['html checks', 'npm run test:html'],
  ['end-to-end', 'npm run test:e2e'],
  ['lighthouse', 'npm run lighthouse'],
]

// Every build of the suite is made as of one moment (scripts/content/site-content.ts), the day
// before the sample dataset's first event, and the browser tests that look at events set the
// page's clock to it: what is upcoming then stays so whenever the suite runs.
process.env.SOURCE_DATE_EPOCH ??= String(Date.UTC(2026, 10, 27, 20) / 1000)

const times = []
const suiteStart = performance.now()

ensureSystemPackages()
for (const [name, command] of STAGES) {
  const start = performance.now()
  console.log(`\n▶ ${name}: ${command}`)
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' })
  times.push([name, performance.now() - start, status === 0])
  console.log(`◀ ${name}: ${seconds(performance.now() - start)}${status === 0 ? '' : ' (failed)'}`)
  if (status !== 0) {
    printTimes()
    process.exit(status ?? 1)
  }
}
printTimes()

function printTimes() {
  console.log('\nnpm test, wall time per stage:')
  for (const [name, ms, ok] of times) {
    console.log(`  ${name.padEnd(12)} ${seconds(ms).padStart(7)}${ok ? '' : '  failed'}`)
  }
  console.log(`  ${'total'.padEnd(12)} ${seconds(performance.now() - suiteStart).padStart(7)}`)
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`
}

// The shell's own look-up: a path as it is, a name on PATH.
function onPath(program) {
  return spawnSync('sh', ['-c', 'command -v "$0"', program]).status === 0
}

function ensureSystemPackages() {
  const missing = []
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium')
  if (!onPath(process.env.REDIS_SERVER_PATH ?? 'redis-server')) missing.push('redis-server')
  if (missing.length === 0) return

  const install = `apt-get install -y ${missing.join(' ')}`
  if (process.getuid?.() !== 0) {
    console.error(
      `npm test needs ${missing.join(' and ')} (Debian packages). Install with:\n\n  sudo apt-get update && sudo ${install}\n`,
    )
    process.exit(1)
  }
  const command = `apt-get update && ${install}`
  const start = performance.now()
  console.log(`▶ installing ${missing.join(', ')} with apt-get`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const { status } = spawnSync(`${command} -qq`, { shell: true, stdio: 'inherit', env })
  times.push(['apt-get', performance.now() - start, status === 0])
  if (status !== 0) {
    console.error(`Installing ${missing.join(', ')} failed; run: ${command}`)
    process.exit(1)
  }
}
