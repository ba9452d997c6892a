// `npm run studio`: the Sanity Studio on this machine (studio/, its own packages: it builds with
// Vite 7, the site with Vite 8), installed from its lockfile the first time.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const run = (args) => {
  const result = spawnSync('npm', ['--prefix', 'studio', ...args], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!existsSync('studio/node_modules/.bin/sanity')) run(['ci'])
run(['run', 'dev', ...process.argv.slice(2)])
