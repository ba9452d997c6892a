import { type ChildProcess, spawn } from 'node:child_process'

// The production server (server/main.ts) as the container runs it, for the specs that need its
// rebuilds: publishing, scheduled posts, the draft preview.

/** Starts the production server; resolves once it listens. */
export function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; log: string[] }> {
  const { NODE_ENV: _test, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...inherited, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: string[] = []
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      log.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      if (log.some((line) => line.startsWith('Serving '))) resolve({ child, log })
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${log.join('\n')}`)))
  })
}

/** Stops the server by its pid (it stops a build in progress itself), killing it if it hangs. */
export async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  process.kill(child.pid, 'SIGTERM')
  const timer = setTimeout(() => child.pid && process.kill(child.pid, 'SIGKILL'), 20_000)
  await exited
  clearTimeout(timer)
}
