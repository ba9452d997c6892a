import { emailJsSettingsFrom } from './send-email'

/**
 * This build's EmailJS settings, or null when the site was built without them. Read straight
 * from Vite's env (validated with the rest at build start, config.ts) so that the
 * service worker, built by vite-plugin-pwa with the same env, can import it without yup.
 */
export const emailJsSettings = emailJsSettingsFrom(import.meta.env)
