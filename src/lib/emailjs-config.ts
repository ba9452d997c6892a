import { config } from './client-config'
import { emailJsSettingsFrom } from './send-email'

/**
 * This build's EmailJS settings, or null when the site was built without them. From the
 * configuration validated at build start and inlined (client-config.ts), which the service
 * worker, built by vite-plugin-pwa with the same `define`, reads too.
 */
export const emailJsSettings = emailJsSettingsFrom(config)
