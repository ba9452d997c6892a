import { describe, expect, test } from 'vitest'
import { parseBenchArgs } from './bench-args'

describe('parseBenchArgs', () => {
  test('with no flags, builds and measures everything, 3 runs, one build', () => {
    expect(parseBenchArgs([])).toEqual({ build: true, hydration: true, lighthouse: true, runs: 3 })
  })

  test('the single-build flags turn their step off', () => {
    expect(parseBenchArgs(['--no-build', '--no-hydration', '--no-lighthouse'])).toEqual({
      build: false,
      hydration: false,
      lighthouse: false,
      runs: 3,
    })
  })

  test('--ab compares two commits, the second HEAD unless named', () => {
    expect(parseBenchArgs(['--ab', 'main']).ab).toEqual({ a: 'main', b: 'HEAD' })
    expect(parseBenchArgs(['--ab', 'main', 'abc123', '--runs', '1'])).toMatchObject({
      ab: { a: 'main', b: 'abc123' },
      runs: 1,
    })
  })

  test('--dataset large builds the generated dataset instead', () => {
    expect(parseBenchArgs(['--dataset', 'large']).dataset).toBe('large')
    expect(parseBenchArgs([]).dataset).toBeUndefined()
    expect(() => parseBenchArgs(['--dataset', 'huge'])).toThrow('--dataset takes "large"')
    expect(() => parseBenchArgs(['--dataset'])).toThrow()
    expect(() => parseBenchArgs(['--dataset', 'large', '--no-build'])).toThrow('alone')
    expect(() => parseBenchArgs(['--dataset', 'large', '--ab', 'main'])).toThrow('alone')
  })

  test('a mistake stops the run', () => {
    expect(() => parseBenchArgs(['--ab'])).toThrow('one or two commits')
    expect(() => parseBenchArgs(['--ab', 'a', 'b', 'c'])).toThrow('one or two commits')
    expect(() => parseBenchArgs(['main'])).toThrow('with --ab')
    expect(() => parseBenchArgs(['--ab', 'main', '--no-build'])).toThrow('no --no-build')
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow('--runs')
    expect(() => parseBenchArgs(['--runs', '1.5'])).toThrow('--runs')
    expect(() => parseBenchArgs(['--run', '2'])).toThrow()
  })
})
