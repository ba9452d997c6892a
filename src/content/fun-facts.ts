import { organisation } from 'virtual:content/organisation'
import { type FunFact, funFactsOf } from './fun-fact-figures'

export { sundaysSince } from './fun-fact-figures'
export type { FunFact }

/** The home page's counters (fun-fact-figures.ts says what each counts). */
export const funFacts: readonly FunFact[] = funFactsOf(organisation)
