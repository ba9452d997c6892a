// `npm start`: build the site if there is no build yet, then run the production server.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync('dist/index.html') || process.env.REBUILD === '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const server = spawnSync('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit' })
process.exit(server.status ?? 0)
