import { spawn } from 'node:child_process'

export type BuildResult = { ok: true } | { ok: false; error: string }

/** How long a build may run before it is stopped and reported as failed. */
const BUILD_TIMEOUT_MS = 15 * 60_000
/** The end of the build's output kept to find the error in; the output itself is never logged. */
const KEPT_OUTPUT_CHARS = 64 * 1024

/**
 * The cause of a failed build, fit for a log line and /healthz: the content check's message
 * (scripts/content/site-content.ts), which names the document and the field but no content
 * and no setting; anything else only by its exit code, since a build's output can quote both.
 */
export function buildFailureOf(output: string, exitCode: number | null): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removes terminal colours
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '')
  const content = plain.match(/ContentError: (Content: [^\n]+)|(Content: [^\n]+)/)
  const message = content?.[1] ?? content?.[2]
  if (message) return message.trim().slice(0, 300)
  return exitCode === null ? 'the build was stopped' : `the build failed (exit code ${exitCode})`
}

/**
 * Runs the site's own build command (`npm run build`) into `outDir` in a child process, with this
 * process's environment: the same VITE_* settings and SOURCE_DATE_EPOCH the served build was made
 * with. The child leads its own process group so that stopping it stops Vite too.
 */
export function runSiteBuild(
  outDir: string,
  {
    command = ['npm', 'run', 'build'],
    signal,
    env = {},
  }: {
    command?: string[]
    signal?: AbortSignal
    /** Added to the environment: a preview's drafts perspective and read token. */
    env?: Record<string, string>
  } = {},
): Promise<BuildResult> {
  const [program = 'npm', ...args] = command
  return new Promise((resolve) => {
    // The read token reaches only the preview's build, which asks for it (scripts/content).
    const { SANITY_PREVIEW_TOKEN: _token, ...inherited } = process.env
    const child = spawn(program, args, {
      env: { ...inherited, BUILD_OUT_DIR: outDir, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT_CHARS)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    const stop = () => {
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGTERM')
        } catch {
          // Already gone.
        }
      }
    }
    const timer = setTimeout(stop, BUILD_TIMEOUT_MS)
    signal?.addEventListener('abort', stop, { once: true })
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ ok: false, error: `the build could not start (${error.message})` })
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', stop)
      resolve(code === 0 ? { ok: true } : { ok: false, error: buildFailureOf(output, code) })
    })
  })
}
