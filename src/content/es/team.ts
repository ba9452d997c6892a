import { contentImage } from '../image'
import type { TeamMember } from '../team'

/**
 * The team in Spanish, founder first as in English. Names, slugs, portraits and profile links are
 * the English ones.
 */
export const team: readonly TeamMember[] = [
  {
    id: 'team-1',
    slug: 'Maya-Thompson',
    name: 'Maya Thompson',
    role: 'Fundadora',
    image: contentImage('team/maya-thompson.svg', 'Retrato de Maya Thompson', 'team'),
    description: [
      'Empecé el colectivo en 2019 con una camioneta prestada, una panadería que dijo que sí y una tarde de domingo libre. Había visto cómo el contenedor de basura de un supermercado se llenaba de buen pan cada noche y no podía dejar de pensar en eso.',
      'Hoy paso casi toda la semana al teléfono con tiendas, agricultores y dueños de locales, buscando comida y lugares para compartirla. Los domingos a las 3 p.m. me encuentra al final de la mesa de empaque, revisando que cada caja tenga algo verde.',
    ],
    linkedin: 'https://www.linkedin.com/in/maya-thompson-harvest-share',
  },
  {
    id: 'team-2',
    slug: 'Tom-Henley',
    name: 'Tom Henley',
    role: 'Voluntario desde hace 6 años',
    image: contentImage('team/tom-henley.svg', 'Retrato de Tom Henley', 'team'),
    description: [
      'Me jubilé después de años manejando un camión de reparto y pensé que ya no tendría que madrugar. Entonces Maya me preguntó si podía hacer una recolección en una panadería a la semana. Seis años después coordino todas las rutas de recolección.',
      'Conozco cada andén de carga de la ciudad y sé qué gerente de tienda nos guarda las mejores cajas. Si usted maneja y tiene una mañana libre, venga a buscarme.',
    ],
  },
  {
    id: 'team-3',
    slug: 'Priya-Raman',
    name: 'Priya Raman',
    role: 'Voluntaria desde hace 4 años',
    image: contentImage('team/priya-raman.svg', 'Retrato de Priya Raman', 'team'),
    description: [
      'De día soy dietista y por las tardes dirijo nuestras clases de cocina. Mi reto favorito es una caja con un repollo, seis camotes y una bolsa de bolillos del día anterior.',
      'Creo que la buena nutrición empieza con comida que a la gente le gusta, cocinada a su manera. Nuestras tarjetas de recetas las escribimos junto con las familias que las usan.',
    ],
    linkedin: 'https://www.linkedin.com/in/priya-raman-dietitian',
  },
  {
    id: 'team-4',
    slug: 'Jonah-Weiss',
    name: 'Jonah Weiss',
    role: 'Voluntario desde hace 3 años',
    image: contentImage('team/jonah-weiss.svg', 'Retrato de Jonah Weiss', 'team'),
    description: [
      'Me encargo de nuestros refrigeradores comunitarios: el horario de los encargados, los turnos de limpieza y el registro de temperatura. Reviso el refrigerador de Orchard Lane todas las mañanas camino al trabajo.',
      'El refrigerador funciona porque los vecinos confían en él. Mantenerlo limpio, lleno y acogedor es el mejor trabajo que he tenido, y no me pagan por hacerlo.',
    ],
    linkedin: 'https://www.linkedin.com/in/jonah-weiss-fridge-steward',
  },
  {
    id: 'team-5',
    slug: 'Rosa-Delgado',
    name: 'Rosa Delgado',
    role: 'Voluntaria desde hace 2 años',
    image: contentImage('team/rosa-delgado.svg', 'Retrato de Rosa Delgado', 'team'),
    description: [
      'Llegué al colectivo por primera vez a pedir una caja de comida cuando me recortaron las horas. Ahora organizo nuestros días de recolección de cítricos y me aseguro de que cada volante que imprimimos también esté en español.',
      'Me gusta decir que aquí nadie solo da o solo recibe. A todos nos toca un poco de las dos cosas.',
    ],
  },
  {
    id: 'team-6',
    slug: 'Samuel-Mensah',
    name: 'Samuel Mensah',
    role: 'Voluntario desde hace 1 año',
    image: contentImage('team/samuel-mensah.svg', 'Retrato de Samuel Mensah', 'team'),
    description: [
      'Crecí en una granja y me mudé a la ciudad por trabajo, y extrañaba tener las manos en la tierra. Ahora dirijo nuestras camas de cultivo urbanas y le enseño a quien me pregunte cómo cultivar tomates en un balcón.',
      'Todo lo que producen nuestros huertos, aparte de lo que se llevan los hortelanos, va a las cajas del domingo. El verano pasado fueron más de cuatrocientas libras de verduras.',
    ],
  },
]
