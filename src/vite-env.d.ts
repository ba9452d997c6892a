/// <reference types="vite/client" />

/** A file bundled into a string of classic script, for an inline <script> (scripts/build/inline-script-plugin.ts). */
declare module '*?inline-script' {
  const source: string
  export default source
}
