import { funFacts as english, type FunFact } from '../fun-facts'
import { organisation } from '../organisation'

/** The counters' labels in Spanish, in the English order. */
const labels: readonly string[] = [
  'Libras de comida rescatada',
  `Domingos de empaque desde ${organisation.foundedYear}`,
  'Voluntarios',
  'Hogares alimentados cada domingo',
]

/**
 * The home page's counters in Spanish. The numbers are the English module's, worked out from the
 * same reports and facts; a counter with no Spanish label stays English (the twins test fails on it).
 */
export const funFacts: readonly FunFact[] = english.map((fact, i) => ({
  ...fact,
  label: labels[i] ?? fact.label,
}))
