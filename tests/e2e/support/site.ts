import { spawn } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type AppOptions, createApp } from '../../../server/app'

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

/**
 * Serves a built copy of the site on 127.0.0.1 at a free port. `options` configure the server
 * (Stripe pointed at a fake, the rate limit); its public URL is the address it listens on.
 */
export async function serveSite(
  distDir: string,
  options: Omit<AppOptions, 'distDir' | 'publicUrl'> = {},
): Promise<{ baseURL: string; close: () => Promise<void> }> {
  let app: ReturnType<typeof createApp> | undefined
  const server = serve({
    fetch: (request, env) => (app as ReturnType<typeof createApp>).fetch(request, env),
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise<void>((ready) => server.once('listening', () => ready()))
  const { port } = server.address() as AddressInfo
  const baseURL = `http://127.0.0.1:${port}`
  app = createApp({ distDir, publicUrl: baseURL, ...options })
  return {
    baseURL,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
