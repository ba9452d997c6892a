// The JSON blocks that tell a page's loader (src/boot/app-loader.ts) which scripts to request,
// written into the router manifest at build time and read back by the size budgets.
import type { ManifestScript } from '@tanstack/router-core'
import { APP_SCRIPTS_ATTRIBUTE, type AppScripts } from '../../src/boot/app-scripts.ts'

/** An inert JSON block listing scripts, as a router manifest script. */
export function appScriptsBlock(scripts: AppScripts): ManifestScript {
  return {
    attrs: { type: 'application/json', [APP_SCRIPTS_ATTRIBUTE]: 'true' },
    // "<" escaped so that no file name could ever close the script element.
    children: JSON.stringify(scripts).replace(/</g, '\\u003c'),
  }
}

/** Every script URL the JSON blocks of a prerendered page list, entry first, once each. */
export function readAppScripts(html: string): string[] {
  const pattern = `<script type="application/json" ${APP_SCRIPTS_ATTRIBUTE}="true">(.*?)</script>`
  const urls: string[] = []
  for (const [, json] of html.matchAll(new RegExp(pattern, 'gs'))) {
    const scripts = JSON.parse(json ?? '{}') as AppScripts
    if (scripts.entry) urls.push(scripts.entry)
    urls.push(...scripts.preloads)
  }
  return [...new Set(urls)]
}
