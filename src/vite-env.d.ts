/// <reference types="vite/client" />

/** A file bundled into a string of classic script, for an inline <script> (scripts/build/inline-script-plugin.ts). */
declare module '*?inline-script' {
  const source: string
  export default source
}

interface ImportMetaEnv {
  readonly VITE_PUBLIC_URL?: string
  readonly VITE_SANITY_PROJECT_ID?: string
  readonly VITE_SANITY_DATASET?: string
  readonly VITE_SANITY_API_HOST?: string
  readonly VITE_EMAILJS_SERVICE_ID?: string
  readonly VITE_EMAILJS_TEMPLATE_ID?: string
  readonly VITE_EMAILJS_SIGNUP_TEMPLATE_ID?: string
  readonly VITE_EMAILJS_CANCELLATION_TEMPLATE_ID?: string
  readonly VITE_EMAILJS_PUBLIC_KEY?: string
  readonly VITE_EMAILJS_API_URL?: string
  readonly VITE_DONATION_FORM_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
