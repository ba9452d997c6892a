// Draws the site's original flat illustrations as small SVG files under public/images/, one for
// every image of the content (src/content and the sample dataset), with its size and alt text.
// Deterministic: re-running writes byte-identical files.
//
//   npm run images
//
// catalogue.ts says what each picture shows; the other modules in this folder draw them.

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { imageJobs } from './catalogue.ts'

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public')

let total = 0
let largest = { src: '', bytes: 0 }
const jobs = imageJobs()
for (const { image, svg } of jobs) {
  const file = join(publicDir, image.src)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, svg)
  const bytes = Buffer.byteLength(svg)
  total += bytes
  if (bytes > largest.bytes) largest = { src: image.src, bytes }
}
console.log(
  `wrote ${jobs.length} images, ${total} bytes in total; largest ${largest.src} (${largest.bytes} bytes)`,
)
