import { organisation } from 'virtual:content/organisation'
import { funFacts as english, type FunFact } from '../fun-facts'

/** The counters' labels in Spanish, in the English order. */
const labels: readonly string[] = [
  'Libras de comida rescatada',
  `Domingos de empaque desde ${organisation.foundedYear}`,
  'Voluntarios',
  'Hogares alimentados cada domingo',
]

/**
 * The home page's counters in Spanish. The numbers are the English module's, worked out there from
 * the bundled reports, so importing it adds only four short English labels to a Spanish page. A
 * counter with no Spanish label stays English, and the twins test fails on it.
 */
export const funFacts: readonly FunFact[] = english.map((fact, i) => ({
  ...fact,
  label: labels[i] ?? fact.label,
}))
