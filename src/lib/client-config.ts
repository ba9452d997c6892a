import type { ClientConfig } from './config'

/** Replaced at build time by the configuration vite.config.ts validated (Vite `define`). */
declare const __CLIENT_CONFIG__: ClientConfig

/**
 * The site's configuration as the pages see it: validated once, at build start, and inlined.
 * Parsing it again in the browser would ship yup and run it on every page that needs a value.
 */
export const config: ClientConfig = __CLIENT_CONFIG__
