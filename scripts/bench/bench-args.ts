// The command line of `npm run bench`: the working tree's build, or with `--ab` two commits
// compared (bench-ab.ts). Node's own parser, strict, so a mistyped flag stops the run instead of
// being ignored for the length of a bench.
import { parseArgs } from 'node:util'

export interface BenchOptions {
  /** Build before measuring (single-build mode only: A/B always builds both commits). */
  build: boolean
  hydration: boolean
  lighthouse: boolean
  /** Runs of each page (of each build, in A/B mode) whose median is reported. */
  runs: number
  /** The commits to compare: A, the before build, and B, the after build. */
  ab?: { a: string; b: string }
  /** Build a generated dataset instead (bench-large.ts) and report its build and install. */
  dataset?: 'large'
}

const USAGE =
  'npm run bench -- [--runs N] [--no-hydration] [--no-lighthouse] ' +
  '(--no-build | --ab <before> [<after>, default HEAD] | --dataset large)'

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      ab: { type: 'boolean', default: false },
      dataset: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'no-build': { type: 'boolean', default: false },
      'no-hydration': { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs takes a whole number of runs from 1, not "${values.runs}"; ${USAGE}`)
  }
  const options: BenchOptions = {
    build: !values['no-build'],
    hydration: !values['no-hydration'],
    lighthouse: !values['no-lighthouse'],
    runs,
  }
  if (values.dataset !== undefined) {
    if (values.dataset !== 'large') {
      throw new Error(`--dataset takes "large", not "${values.dataset}"; ${USAGE}`)
    }
    if (values.ab || values['no-build'] || positionals.length > 0) {
      throw new Error(`--dataset large builds its own dataset, alone; ${USAGE}`)
    }
    return { ...options, dataset: 'large' }
  }
  if (!values.ab) {
    if (positionals.length > 0) throw new Error(`Commits are compared with --ab; ${USAGE}`)
    return options
  }
  const [a, b = 'HEAD', ...more] = positionals
  if (a === undefined || more.length > 0) {
    throw new Error(`--ab takes one or two commits; ${USAGE}`)
  }
  if (values['no-build']) throw new Error(`--ab builds both commits: no --no-build; ${USAGE}`)
  return { ...options, ab: { a, b } }
}
