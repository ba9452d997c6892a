import type { AboutValue, Statement } from '../values'

/**
 * The Spanish heading of each statement. Statement.title keeps the English value, which is the
 * statement's key; a Spanish page shows this label instead.
 */
export const statementTitleLabels: Readonly<Record<Statement['title'], string>> = {
  Mission: 'Misión',
  Vision: 'Visión',
  Values: 'Valores',
}

/**
 * The About page introduction in Spanish.
 */
export const aboutIntro: readonly string[] = [
  'Somos un colectivo comunitario de comida. Desde hace más de cinco años, cuando nuestra fundadora cargó por primera vez una camioneta prestada con el pan que una panadería no había vendido, rescatamos buena comida que de otro modo se tiraría y la compartimos con los vecinos que la necesitan.',
  'Todos los domingos a las 3 p.m., los voluntarios se juntan para separar, empacar y entregar cajas de comida rescatada. Entre semana tenemos refrigeradores comunitarios, cajas de emergencia el mismo día, clases de cocina y huertos en terrenos prestados. No tenemos personal pagado ni formularios que llenar: si necesita comida, recibe comida.',
]

/**
 * The five values on the About page, in Spanish.
 */
export const aboutValues: readonly AboutValue[] = [
  {
    id: 'donation',
    title: 'Donación',
    text: 'Comida, tiempo y dinero que dan libremente tiendas, granjas y vecinos, y cuentas claras de cada donación hasta el último dólar.',
  },
  {
    id: 'food-distribution',
    title: 'Distribución de comida',
    text: 'Doscientas cajas cada domingo, dos refrigeradores comunitarios y un chofer a su puerta ese mismo día cuando la alacena está vacía.',
  },
  {
    id: 'community',
    title: 'Comunidad',
    text: 'La mitad de nuestros voluntarios alguna vez recibió una caja. Trabajamos como vecinos, hombro con hombro, no como quienes dan y quienes reciben.',
  },
  {
    id: 'hope',
    title: 'Esperanza',
    text: 'Un refrigerador lleno, una comida caliente y una cara amable pueden convertir la peor semana del mes en una más llevadera.',
  },
  {
    id: 'empathy',
    title: 'Empatía',
    text: 'Preguntamos qué le gusta comer a la gente, recordamos sus alergias y nunca le pedimos a nadie que demuestre que tiene hambre.',
  },
]

/**
 * Mission, Vision and Values in Spanish, in that order. Each title keeps its English value (see
 * statementTitleLabels).
 */
export const missionVisionValues: readonly Statement[] = [
  {
    id: 'mission',
    title: 'Mission',
    text: 'Rescatar buena comida antes de que se desperdicie y compartirla, con dignidad y sin condiciones, con cada vecino que la necesite.',
  },
  {
    id: 'vision',
    title: 'Vision',
    text: 'Una ciudad donde no se tire buena comida mientras alguien pasa hambre, y donde cada calle tenga un refrigerador, un huerto y un vecino dispuesto a ayudar.',
  },
  {
    id: 'values',
    title: 'Values',
    text: 'La dignidad antes que el papeleo. Comida fresca, no las sobras de las sobras. Cuentas claras de cada dólar. Y un lugar en la mesa para todos, de los dos lados.',
  },
]
