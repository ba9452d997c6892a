import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseEnv } from 'node:util'

/**
 * The one way configuration is read, by the build (vite.config.ts) and the server
 * (server/main.ts) alike, so a value in a .env file means the same to both. Files are read in
 * Vite's order, a later one overriding an earlier one:
 *
 *   .env, .env.local, .env.<mode>, .env.<mode>.local
 *
 * and the process's own environment overrides every file. Like Vite, values are taken as they
 * are written; `${OTHER}` references are not expanded. Node only: never imported by pages.
 */
function envFiles(mode: string): string[] {
  return ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`]
}

export function loadEnvironment(
  mode: string,
  dir: string = process.cwd(),
  processEnv: Record<string, string | undefined> = process.env,
): Record<string, string | undefined> {
  const fromFiles: Record<string, string> = {}
  for (const file of envFiles(mode)) {
    let text: string
    try {
      text = readFileSync(join(dir, file), 'utf8')
    } catch {
      continue // a missing file is simply not used
    }
    Object.assign(fromFiles, parseEnv(text))
  }
  return { ...fromFiles, ...processEnv }
}

/** The variables whose names start with `prefix` (the build passes only VITE_* to pages). */
export function withPrefix(
  env: Record<string, string | undefined>,
  prefix: string,
): Record<string, string> {
  const picked: Record<string, string> = {}
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith(prefix) && value !== undefined) picked[name] = value
  }
  return picked
}
