import { funFactFigures } from '../../src/content/fun-fact-figures.ts'
import type { FUN_FACT_FIGURES } from '../../src/content-schema/fun-fact.ts'
import { REPORTS_QUERY } from '../../src/lib/saved-content.ts'
import { loader, single } from './loader.ts'
import { eachIn, type Localized } from './localize.ts'

interface FunFactsAnswer {
  facts: {
    _id: string
    /** Every figure an editor can pick is one the site works out (a typecheck error otherwise). */
    figure: (typeof FUN_FACT_FIGURES)[number]['value']
    suffix: string | null
    label: Localized
  }[]
  organisation: { foundedYear: number; volunteers: number; householdsEachSunday: number }[]
  reports: { date: string }[]
}

/**
 * The home page's counters in each language, in the staff's order: each one's figure worked out
 * from other content (src/content/fun-fact-figures.ts), its label with {year} filled in.
 */
export const funFacts = loader({
  types: ['funFact'],
  modules: { name: 'fun-facts', export: 'funFacts' },
  query: `{
  "facts": *[_type == "funFact"] | order(order asc){ _id, figure, suffix, label },
  "organisation": *[_type == "organisation"]{ foundedYear, volunteers, householdsEachSunday },
  "reports": ${REPORTS_QUERY}
}`,
  shape: ({ facts, organisation, reports }: FunFactsAnswer) => {
    const org = single('organisation', organisation)
    const figures = funFactFigures(org, reports)
    const year = String(org.foundedYear)
    return eachIn(facts, (fact, l) => ({
      /** The number the counter counts up to. */
      value: figures[fact.figure],
      /** Shown right after the number, e.g. "+". */
      suffix: fact.suffix ?? '',
      label: l.text(fact.label, 'label').replaceAll('{year}', year),
    }))
  },
})
