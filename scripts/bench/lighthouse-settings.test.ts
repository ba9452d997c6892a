import { readFileSync } from 'node:fs'
import type { Config } from 'lighthouse'
import defaultConfig from 'lighthouse/core/config/default-config.js'
import { describe, expect, it } from 'vitest'
import cpuBlockingAudit from './lighthouse-cpu-blocking'
import runConfig, { skippedAudits } from './lighthouse-settings'

const config: Config = {
  categories: {
    performance: {
      title: 'Performance',
      auditRefs: [
        { id: 'first-contentful-paint', weight: 10 },
        { id: 'interaction-to-next-paint', weight: 0 },
        { id: 'unused-javascript', weight: 0 },
        { id: 'viewport', weight: 0 },
        { id: 'resource-summary', weight: 0 },
        { id: 'bf-cache', weight: 0 },
      ],
    },
    'best-practices': { title: 'Best practices', auditRefs: [{ id: 'viewport', weight: 1 }] },
  },
}

describe('the audits each Lighthouse run skips', () => {
  it('skips unweighted performance audits that nothing else uses', () => {
    expect(skippedAudits(config, ['bf-cache'])).toEqual([
      'interaction-to-next-paint',
      'unused-javascript',
    ])
  })

  it("skips none that lighthouserc.json asserts or a category scores, in Lighthouse's config", () => {
    const real = defaultConfig
    const { assertions } = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci.assert
    const skipped = skippedAudits(real, Object.keys(assertions))
    expect(skipped).toEqual(
      expect.arrayContaining(['screenshot-thumbnails', 'final-screenshot', 'bf-cache']),
    )
    for (const key of Object.keys(assertions)) {
      expect(skipped).not.toContain(key.split(':')[0])
    }
    for (const [id, category] of Object.entries(real.categories ?? {})) {
      for (const ref of category.auditRefs) {
        if (ref.weight > 0 || id !== 'performance') expect(skipped).not.toContain(ref.id)
      }
    }
  })

  it('is the config lighthouserc.json gives each run: the default, with the CPU blocking audit', () => {
    expect(runConfig.extends).toBe('lighthouse:default')
    expect(runConfig.audits).toEqual([{ implementation: cpuBlockingAudit }])
    expect(runConfig.settings.onlyAudits).toEqual([cpuBlockingAudit.meta.id])
    expect(runConfig.settings.skipAudits).toContain('bf-cache')
    expect(runConfig.settings.skipAudits).not.toContain(cpuBlockingAudit.meta.id)
  })
})
