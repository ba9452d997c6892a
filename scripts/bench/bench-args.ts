// The command line of `npm run bench`: the working tree's build, or with `--ab` two commits
// compared (bench-ab.ts). Node's own parser, strict, so a mistyped flag stops the run instead of
// being ignored for the length of a bench.
import { mkdirSync, writeFileSync } from 'node:fs'
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
  const { ab, dataset } = values
  const problems: [found: boolean, problem: string][] = [
    [
      !Number.isInteger(runs) || runs < 1,
      `--runs takes a whole number of runs from 1, not "${values.runs}"`,
    ],
    [dataset !== undefined && dataset !== 'large', `--dataset takes "large", not "${dataset}"`],
    [
      dataset !== undefined && (ab || values['no-build'] || positionals.length > 0),
      '--dataset large builds its own dataset, alone',
    ],
    [!ab && dataset === undefined && positionals.length > 0, 'Commits are compared with --ab'],
    [ab && (positionals.length < 1 || positionals.length > 2), '--ab takes one or two commits'],
    [ab && values['no-build'], '--ab builds both commits: no --no-build'],
  ]
  const problem = problems.find(([found]) => found)?.[1]
  if (problem !== undefined) throw new Error(`${problem}; ${USAGE}`)
  const [a, b = 'HEAD'] = positionals
  return {
    build: !values['no-build'],
    hydration: !values['no-hydration'],
    lighthouse: !values['no-lighthouse'],
    runs,
    ...(dataset === 'large' && { dataset }),
    ...(ab && a !== undefined && { ab: { a, b } }),
  }
}

/** Writes what a bench measured to bench-results/<name>.json, with the moment it was measured. */
export function writeBenchResult(name: string, result: object): void {
  const file = `bench-results/${name}.json`
  mkdirSync('bench-results', { recursive: true })
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2)}\n`)
  console.log(`\nWritten to ${file}`)
}
