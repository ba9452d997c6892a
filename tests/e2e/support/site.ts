import { spawn } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from '../../../server/app'

/**
 * Builds a copy of the site into `outDir` with extra build-time environment (VITE_* variables
 * pointing at a local fake, for example). Slow (a full build): call it once per spec file.
 */
export async function buildSite(
  outDir: string,
  env: Record<string, string>,
  { mode = 'production' }: { mode?: 'production' | 'development' } = {},
): Promise<void> {
  // A development build keeps React's dev runtime, which reports every hydration mismatch.
  const command =
    mode === 'development'
      ? 'vite build --mode development --ssr src/entry-server.tsx && vite build --mode development'
      : 'npm run build'
  await new Promise<void>((resolve, reject) => {
    const child = spawn('sh', ['-c', command], {
      env: {
        ...process.env,
        ...env,
        BUILD_OUT_DIR: outDir,
        PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}`,
        // Vitest runs with NODE_ENV=test, which would make Vite compile React's dev JSX runtime.
        NODE_ENV: mode,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build failed (${code}):\n${output}`)),
    )
  })
}

/** Serves a built copy of the site on 127.0.0.1 at a free port. */
export async function serveSite(
  distDir: string,
): Promise<{ baseURL: string; close: () => Promise<void> }> {
  const server = serve({ fetch: createApp({ distDir }).fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((ready) => server.once('listening', () => ready()))
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
