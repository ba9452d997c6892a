// `npm run build:server`: the production server as one JavaScript file (dist-server/main.mjs) for
// the container image, which has no TypeScript tooling. Packages stay in node_modules.
import { build } from 'esbuild'

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist-server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
})
