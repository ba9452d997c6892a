import { organisation as english } from '../organisation'
import type { Twin } from './twin'

/** The collective's facts with its descriptive sentences in Spanish; every fact is the English one. */
export const organisation: Twin<typeof english> = {
  ...english,
  tagline: 'Rescatamos buena comida y la compartimos con nuestros vecinos.',
  description:
    'Un colectivo comunitario que rescata comida sobrante y la dona a vecinos que la necesitan. Nuestros voluntarios empacan cajas todos los domingos a las 3 p.m.',
  taxStatus:
    'Harvest Share Collective es una organización sin fines de lucro 501(c)(3) registrada.',
  meetingTime: 'todos los domingos a las 3 p.m.',
}
