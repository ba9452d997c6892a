import { build, type Plugin } from 'vite'

const QUERY = '?inline-script'

/**
 * `import source from './file.ts?inline-script'` gives that file bundled and minified as a string
 * of classic script, for an inline <script> in the page. The loader is then ordinary TypeScript
 * (type-checked, linted, tested) and the text in the page is whatever the bundler makes of it.
 * The production server allows each page's inline scripts by their sha256, computed from the
 * served HTML (server/inline-script-hashes.ts), so the hash follows the text with no step here.
 * Dev, build and unit tests all go through this plugin, so every page carries the same text.
 */
export function inlineScriptPlugin(): Plugin {
  return {
    name: 'food-collective:inline-script',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      })
      return resolved ? `${resolved.id}${QUERY}` : null
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null
      const file = id.slice(0, -QUERY.length)
      this.addWatchFile(file)
      return `export default ${JSON.stringify(await bundleClassicScript(file))}`
    },
  }
}

/** The file and what it imports, as one minified IIFE (no exports, no module syntax left). */
async function bundleClassicScript(file: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      lib: { entry: file, formats: ['iife'], name: 'inlineScript' },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  )
  const [chunk] = chunks.filter((item) => item.type === 'chunk')
  if (!chunk || chunks.length !== 1) throw new Error(`${file} did not bundle into one script`)
  return chunk.code.trim()
}
