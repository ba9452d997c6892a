import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'

/**
 * The prerendered pages carry inline <script>s that TanStack Router writes for hydration (and
 * scroll restoration). Allowing exactly those by their sha256, instead of 'unsafe-inline', keeps
 * an injected script from running. Pages are static, so each file's hashes are computed once.
 */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? ''
    if (text === '') continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** Caches hashes per page file, read again when the file changes (a build written in place). */
export function createScriptHashCache(): (path: string) => string[] {
  const cache = new Map<string, { stamp: number; hashes: string[] }>()
  return (path) => {
    const stamp = statSync(path).mtimeMs
    const cached = cache.get(path)
    if (cached?.stamp === stamp) return cached.hashes
    const hashes = inlineScriptHashes(readFileSync(path, 'utf8'))
    cache.set(path, { stamp, hashes })
    return hashes
  }
}
