import { number, object, string } from 'yup'
import { type FunFactFigure, funFactFigures } from '../../src/content/fun-fact-figures.ts'
import type { FunFact } from '../../src/content-modules/types.ts'
import { FUN_FACT_FIGURES } from '../../src/content-schema/fun-fact.ts'
import { localeString, text, validateDocuments } from './content-validation.ts'
import { both, type Language, localize } from './localize.ts'
import { type ContentSource, queryContent } from './query-content.ts'

export const FUN_FACTS_QUERY = `*[_type == "funFact"] | order(order asc){
  _id, order, figure, suffix, label
}`

const funFactDocument = object({
  _id: text(),
  order: number().integer().required('is missing'),
  figure: string()
    .oneOf(
      // Every figure an editor can pick is one the site works out (a typecheck error otherwise).
      FUN_FACT_FIGURES.map((figure) => figure.value) satisfies FunFactFigure[],
      'is not a figure the site works out',
    )
    .required('is missing'),
  suffix: string().trim().max(3, 'is longer than 3 characters').nullable().default(''),
  label: localeString(),
})

export interface FunFacts {
  funFacts: FunFact[]
}

/**
 * The home page's counters in each language, in the staff's order: each one's figure worked out
 * from other content (src/content/fun-fact-figures.ts), its label with {year} filled in.
 */
export async function loadFunFacts(
  source: ContentSource,
  organisation: { foundedYear: number; volunteers: number; householdsEachSunday: number },
  reports: readonly { date: string }[],
): Promise<Record<Language, FunFacts>> {
  const answer = await queryContent(source, FUN_FACTS_QUERY)
  const facts = validateDocuments('funFact', funFactDocument, answer)
  const figures = funFactFigures(organisation, reports)
  const year = String(organisation.foundedYear)
  return both((language) => ({
    funFacts: facts.map((fact) =>
      localize(language, (l) => ({
        value: figures[fact.figure],
        suffix: fact.suffix ?? '',
        label: l.text(fact.label, 'label').replaceAll('{year}', year),
      })),
    ),
  }))
}
