import type { Plugin } from 'vite'

/**
 * The site's own modules that every page starts with, gathered into one chunk.
 *
 * The entry (src/boot/main.tsx) imports the app's start (src/boot/start-app.tsx) dynamically.
 * Rolldown then splits every module that the start shares with a lazily loaded route or part
 * into a chunk of its own: the page's head facts, the organisation's details, the client
 * configuration... about fifteen files of 1-3 KB that every page downloads at start-up, each one
 * more request. On a slow connection requests cost more than bytes (each waits a round trip, six
 * at a time per host over HTTP/1.1), so they are kept in one chunk. No page downloads more for
 * it: every page already loads all of them.
 *
 * The plugin walks the static imports from the start module once the graph is built; the chunk
 * group's `test` (vite.config.ts) then asks whether a module is among them. Packages stay out:
 * React DOM, the router and the rest keep their own chunks, which the entry evaluates in turn.
 */
export function startupModules(startModule: RegExp): {
  plugin: Plugin
  isStartupModule: (id: string) => boolean
} {
  const modules = new Set<string>()
  const plugin: Plugin = {
    name: 'startup-modules',
    apply: 'build',
    buildEnd() {
      modules.clear()
      const start = [...this.getModuleIds()].find((id) => startModule.test(id))
      if (!start) return
      const queue = [start]
      while (queue.length > 0) {
        const id = queue.pop() as string
        if (modules.has(id) || id.includes('/node_modules/')) continue
        modules.add(id)
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
  }
  return { plugin, isStartupModule: (id) => modules.has(id) }
}
