// The Lighthouse config of every run LHCI makes (lighthouserc.json's `configPath`, bundled by
// lighthouse-ci.ts's collect): Lighthouse's default config, plus the main
// thread's blocking time counted from CPU time (lighthouse-cpu-blocking.ts), minus what each run
// leaves out, to save time per run without changing what is asserted or the performance score it
// prints.
//
// - The performance category's diagnostics and insights (weight 0: the score is the weighted
//   metrics alone, so it is the same without them), except the ones that explain an asserted
//   figure when it fails: which element was the largest paint, what shifted, the long tasks, and
//   the requests behind the byte and request budgets. Their gatherers mostly run after the page
//   has loaded (re-encoding every image, compressing every response, a back-and-forward
//   navigation for bf-cache) or compute from the trace in Lighthouse's own process, which shares
//   the machine's two cores with the browser; the trace and the network log the metrics are
//   computed from are gathered as before.
// - The thumbnails and the final screenshot (screenshot-thumbnails, final-screenshot): they only
//   decode and resize the frames already in the trace. The frames themselves stay: Speed Index,
//   and so the printed score, needs them, and Lighthouse has no setting to drop that trace
//   category (docs/decisions.md, "Audits": without it, wall-time blocking about halves, which
//   would also shorten the observed tasks the simulated paints are built from).
// - The full-page screenshot (disableFullPageScreenshot), taken after the trace has ended.
//
// Audits that belong to accessibility, best practices or SEO are never skipped, even when the
// performance category lists them too (viewport).

import type { Config } from 'lighthouse'
import defaultConfig from 'lighthouse/core/config/default-config.js'
import lighthouserc from '../../lighthouserc.json'
import cpuBlockingAudit from './lighthouse-cpu-blocking'

/** Diagnostics kept because they explain an asserted figure when it fails. */
const EXPLAINING: readonly string[] = [
  'largest-contentful-paint-element',
  'layout-shifts',
  'long-tasks',
  'network-requests',
  'resource-summary',
  'metrics',
]

/** The audits each run skips: unweighted performance audits no other category or assertion uses. */
export function skippedAudits(config: Config, asserted: readonly string[]): string[] {
  const categories = config.categories ?? {}
  const performance = categories.performance?.auditRefs ?? []
  const elsewhere = new Set(
    Object.entries(categories)
      .filter(([id]) => id !== 'performance')
      .flatMap(([, category]) => category.auditRefs.map((ref) => ref.id)),
  )
  // An assertion names an audit first: 'resource-summary:script:size' asserts resource-summary.
  const kept = new Set([...EXPLAINING, ...asserted.map((key) => key.split(':')[0] ?? key)])
  return performance
    .filter((ref) => ref.weight === 0 && !elsewhere.has(ref.id) && !kept.has(ref.id))
    .map((ref) => ref.id)
}

export default {
  extends: 'lighthouse:default',
  audits: [{ implementation: cpuBlockingAudit }],
  settings: {
    // Audits outside the categories of lighthouserc.json's `onlyCategories` run only when named.
    onlyAudits: [cpuBlockingAudit.meta.id],
    skipAudits: skippedAudits(defaultConfig, Object.keys(lighthouserc.ci.assert.assertions)),
  },
}
