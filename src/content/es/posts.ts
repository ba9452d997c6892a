import { contentImage } from '../image'
import type { BlogCategory, categoryNames, Post, SampleComment } from '../posts'

/**
 * The Spanish label of each blog category. Post.category keeps the English name, which is the
 * category's key; a Spanish page shows this label instead.
 */
export const categoryLabels: Readonly<Record<(typeof categoryNames)[number], string>> = {
  'Inside the collective': 'Vida del colectivo',
  'Food rescue': 'Rescate de alimentos',
  'Mutual aid': 'Ayuda mutua',
  Children: 'Niños',
  Funding: 'Financiamiento',
}

/**
 * The nine posts in Spanish, newest first as in English. Slugs, dates, images and authors are
 * the English ones; `category` keeps its English key (see categoryLabels).
 */
export const posts: readonly Post[] = [
  {
    id: 'post-1',
    slug: 'What-A-Sunday-Packing-Session-Looks-Like',
    title: 'Cómo es de verdad una sesión de empaque del domingo',
    category: 'Inside the collective',
    image: contentImage(
      'posts/what-a-sunday-packing-session-looks-like.svg',
      'Voluntarios empacando cajas de comida en una sesión del domingo',
      'card',
    ),
    singleImage: contentImage(
      'posts/what-a-sunday-packing-session-looks-like-wide.svg',
      'Voluntarios empacando cajas de comida en una sesión del domingo',
      'wide',
    ),
    excerpt:
      'Desde la primera caja que entra por la puerta a las 2:45 hasta la última camioneta que sale a las 5, así es, hora por hora, la tarde que alimenta a doscientos hogares.',
    body: [
      'A las 2:45 de un domingo el salón está en silencio. A las 3 ya no. Las cajas de las recolecciones de la semana están en fila contra una pared, las mesas plegables están armadas y alguien ya puso a calentar el agua para el café.',
      'Trabajamos por estaciones. En la primera se separa la comida: lo que está demasiado golpeado va a la composta, lo que está blandito va para sopa y todo lo demás se agrupa por tipo. En la segunda se empacan las cajas siguiendo una lista pegada en la mesa: algo verde, algo anaranjado, una proteína, un básico y pan. En la tercera se revisa cada caja contra las notas del hogar que la va a recibir, para que nadie con alergia a las nueces reciba crema de cacahuate.',
      'Como a las 4:15 llegan los choferes. Cada uno lleva una ruta de ocho a doce casas, con una lista impresa y un número al que llamar si nadie abre. Las cajas de los vecinos que pasan a recogerlas se quedan en los estantes junto a la puerta.',
      'A las 5 las mesas ya están dobladas, el piso barrido y la fruta blandita que sobró va camino al refrigerador comunitario. Quienes vienen por primera vez suelen decirnos que el tiempo se les pasó volando. Venga a verlo usted mismo: no hay que inscribirse, solo llegue a las 3.',
    ],
    author: 'Maya Thompson',
    authorTitle: 'Fundadora',
    date: '2026-11-08',
    commentCount: 3,
    format: 'video',
    tags: ['Voluntariado', 'Sesiones del domingo', 'Rescate de alimentos'],
  },
  {
    id: 'post-2',
    slug: 'Our-First-Community-Fridge-Turns-One',
    title: 'Nuestro primer refrigerador comunitario cumple un año',
    category: 'Inside the collective',
    image: contentImage(
      'posts/our-first-community-fridge-turns-one.svg',
      'Un refrigerador comunitario en una esquina, lleno de comida rescatada',
      'card',
    ),
    singleImage: contentImage(
      'posts/our-first-community-fridge-turns-one-wide.svg',
      'Un refrigerador comunitario en una esquina, lleno de comida rescatada',
      'wide',
    ),
    excerpt:
      'Doce meses, tres empaques de puerta y más de once mil libras de comida después, el refrigerador de Orchard Lane ya es parte de la calle.',
    body: [
      'Hace un año conectamos un refrigerador donado junto a la pared de una lavandería de Orchard Lane y le pusimos un letrero: tome lo que necesite, deje lo que pueda. No sabíamos si alguien lo iba a usar.',
      'Sí lo usaron. Nuestros encargados registraron más de once mil libras de comida en su primer año: frutas y verduras rescatadas de nuestras recolecciones, claro, pero también limones de los patios, tamales de la fiesta de un vecino y una entrega de yogur cada martes de un café de la cuadra.',
      'No todo ha sido fácil. Hemos cambiado el empaque de la puerta tres veces, el calor del verano puso a prueba el compresor y aprendimos a poner letreros claros sobre lo que se puede y no se puede dejar. Pero nunca lo han vandalizado, y casi todos los días ya está vacío al anochecer.',
      'Gracias a los dueños de la lavandería, que pagan la luz, y a los catorce encargados que lo revisan todos los días. En febrero abrimos un segundo refrigerador en Elm Street.',
    ],
    author: 'Jonah Weiss',
    authorTitle: 'Encargado del refrigerador',
    date: '2026-10-18',
    commentCount: 5,
    format: 'standard',
    tags: ['Refrigerador comunitario', 'Ayuda mutua', 'Rescate de alimentos'],
  },
  {
    id: 'post-3',
    slug: 'Why-We-Never-Turn-Away-Day-Old-Bread',
    title: 'Por qué nunca rechazamos una charola de pan del día anterior',
    category: 'Food rescue',
    image: contentImage(
      'posts/why-we-never-turn-away-day-old-bread.svg',
      'Una canasta de panes y baguettes rescatados junto a una caja de frutas y verduras',
      'card',
    ),
    singleImage: contentImage(
      'posts/why-we-never-turn-away-day-old-bread-wide.svg',
      'Una canasta de panes y baguettes rescatados junto a una caja de frutas y verduras',
      'wide',
    ),
    excerpt:
      'El pan es la comida que más se tira y la que más nos piden los vecinos. Así llega el pan del estante de la panadería a la mesa de una familia.',
    body: [
      'Las panaderías hornean para tener los estantes llenos hasta la hora de cerrar, así que casi siempre sobra pan. Casi todo sigue perfectamente bueno al día siguiente, y casi todo se tiraba.',
      'Ahora nuestras dos panaderías aliadas apartan cada noche el pan que no vendieron. Un voluntario lo recoge antes de las 8 de la mañana y va a las cajas de emergencia de ese día, al refrigerador comunitario o al congelador para el domingo.',
      'El pan se congela muy bien. El pan de caja pasa directo del congelador al tostador, y en cada bolsa imprimimos un consejo sencillo: el pan duro es el mejor para pan francés, crutones y budín de pan.',
      'Si tiene una panadería, un café o una tienda de sándwiches y tira pan al final del día, comuníquese con nosotros. Nosotros pasamos a recogerlo.',
    ],
    author: 'Tom Henley',
    authorTitle: 'Coordinador de recolecciones',
    date: '2026-09-27',
    commentCount: 2,
    format: 'standard',
    tags: ['Panaderías', 'Rescate de alimentos', 'Cero desperdicio'],
  },
  {
    id: 'post-4',
    slug: 'Lunchboxes-For-The-School-Holidays',
    title: 'Almuerzos para las vacaciones escolares',
    category: 'Children',
    image: contentImage(
      'posts/lunchboxes-for-the-school-holidays.svg',
      'Un niño con una lonchera junto a un montón de manzanas',
      'card',
    ),
    singleImage: contentImage(
      'posts/lunchboxes-for-the-school-holidays-wide.svg',
      'Un niño con una lonchera junto a un montón de manzanas',
      'wide',
    ),
    excerpt:
      'Cuando no hay clases, tampoco hay almuerzo gratis. Este verano nuestros voluntarios empacaron 3,400 bolsas de almuerzo para que ningún niño pasara hambre en vacaciones.',
    body: [
      'Para muchas familias, la comida de la escuela es con la que más pueden contar en la semana. Cuando llegan las vacaciones, esa comida desaparece, y los padres que ya tienen el dinero contado tienen que conseguir diez almuerzos más cada dos semanas por cada hijo.',
      'Este verano empacamos bolsas de almuerzo cada domingo junto con las cajas de comida: un sándwich hecho esa mañana con pan rescatado, una fruta, una botana de verduras y un gustito. Las familias las recogían en el salón o en los patios de dos escuelas que se quedaron abiertos.',
      'A finales de agosto habíamos repartido 3,400 bolsas. Los niños que ayudaron a empacarlas decoraron cada una.',
      'Haremos lo mismo en las vacaciones de invierno, y necesitamos personas que empaquen, choferes y donaciones de bolsas para almuerzo. Las fechas están en la página de eventos.',
    ],
    author: 'Rosa Delgado',
    authorTitle: 'Voluntaria',
    date: '2026-09-06',
    commentCount: 4,
    format: 'standard',
    tags: ['Niños', 'Vacaciones escolares', 'Voluntariado'],
  },
  {
    id: 'post-5',
    slug: 'A-Year-Of-Gleaning',
    title: 'Un año recolectando fruta: nueve mil libras salvadas',
    category: 'Food rescue',
    image: contentImage(
      'posts/a-year-of-gleaning.svg',
      'Una caja de fruta y verduras recolectadas junto a una cama de cultivo',
      'card',
    ),
    singleImage: contentImage(
      'posts/a-year-of-gleaning-wide.svg',
      'Una caja de fruta y verduras recolectadas junto a una cama de cultivo',
      'wide',
    ),
    excerpt:
      'Árboles de patio, una granja que sembró de más y un productor de limones muy generoso: lo que cosechamos, quién se lo comió y lo que aprendimos.',
    body: [
      'Recolectar lo que la cosecha deja atrás es una costumbre muy antigua. En nuestra ciudad casi siempre se trata de cítricos de patio: árboles que dan tanta fruta que sus dueños no se la acaban.',
      'En los últimos doce meses nuestros equipos de recolección visitaron sesenta y dos jardines y dos granjas pequeñas, y cosecharon un poco más de nueve mil libras de naranjas, limones, toronjas, aguacates y caquis. Cada libra fue a las cajas del domingo, al refrigerador comunitario o a nuestras clases de cocina en menos de una semana.',
      'Aprendimos a llevar más escaleras de las que creemos necesitar, a dejar siempre algo de fruta para los dueños y para los pájaros, y que una caja de limones es lo que más éxito ha tenido en el refrigerador.',
      'Salimos a recolectar cada mes durante el invierno. Si tiene un árbol que le da más de lo que puede usar, nos encantaría saber de usted.',
    ],
    author: 'Rosa Delgado',
    authorTitle: 'Voluntaria',
    date: '2026-08-16',
    commentCount: 1,
    format: 'standard',
    tags: ['Recolección de fruta', 'Rescate de alimentos', 'Huertos'],
  },
  {
    id: 'post-6',
    slug: 'Mutual-Aid-Is-Not-A-Hand-Out',
    title: 'La ayuda mutua no es una limosna',
    category: 'Mutual aid',
    image: contentImage(
      'posts/mutual-aid-is-not-a-hand-out.svg',
      'Manos abiertas que ofrecen un corazón, con vecinos sentados a una mesa detrás',
      'card',
    ),
    singleImage: contentImage(
      'posts/mutual-aid-is-not-a-hand-out-wide.svg',
      'Manos abiertas que ofrecen un corazón, con vecinos sentados a una mesa detrás',
      'wide',
    ),
    excerpt:
      'La mitad de las personas que empacan nuestras cajas alguna vez recibió una. Por qué trabajamos como vecinos y no como quienes dan y quienes reciben.',
    body: [
      'A veces nos preguntan cómo decidimos quién merece una caja de comida. La respuesta honesta es que no lo decidimos. Si nos dice que necesita comida, recibe comida. No hay formularios, ni comprobantes de ingresos, ni filas afuera bajo la lluvia.',
      'Es porque nos vemos como vecinos que se cuidan entre sí, no como una institución de caridad que reparte ayuda desde arriba. Más o menos la mitad de nuestros voluntarios del domingo llegaron la primera vez por una caja. Muchos todavía se llevan una a casa.',
      'La ayuda mutua también es escuchar. Las familias nos dijeron que querían menos verduras enlatadas y más frescas, recetas en español y entregas después del trabajo, y eso fue lo que cambiamos.',
      'La próxima vez que vea nuestra mesa en el parque, acérquese a saludar. Puede llevarse comida, ayudar a repartirla, o las dos cosas.',
    ],
    author: 'Maya Thompson',
    authorTitle: 'Fundadora',
    date: '2026-07-19',
    commentCount: 6,
    format: 'standard',
    tags: ['Ayuda mutua', 'Comunidad', 'Dignidad'],
  },
  {
    id: 'post-7',
    slug: 'When-The-Cupboard-Is-Bare',
    title: 'Cuando la alacena está vacía: así funcionan nuestras cajas del mismo día',
    category: 'Mutual aid',
    image: contentImage(
      'posts/when-the-cupboard-is-bare.svg',
      'Una caja de comida de emergencia con pan, zanahorias y fruta',
      'card',
    ),
    singleImage: contentImage(
      'posts/when-the-cupboard-is-bare-wide.svg',
      'Una caja de comida de emergencia con pan, zanahorias y fruta',
      'wide',
    ),
    excerpt:
      'Un trabajo perdido, un cheque que se atrasa, un refrigerador descompuesto. Cuando la comida se acaba de repente, un chofer voluntario puede llegar a su puerta ese mismo día.',
    body: [
      'Nadie planea quedarse sin comida. Pasa después de una estancia en el hospital, de un pago de beneficios que se atrasa o de un casero que se queda con el depósito. Para esos días tenemos veinte cajas de emergencia empacadas y listas.',
      'Llámenos o mándenos un mensaje antes de las 2 de la tarde y un chofer voluntario le llevará una caja ese mismo día. Le preguntamos cuántas personas viven en su casa, si alguien tiene alergias y si tiene refrigerador y estufa que funcionen, para que la comida sirva en su cocina.',
      'Cada caja trae comida para unos tres días: productos básicos, frutas y verduras frescas de las recolecciones de esa mañana, pan y comida para bebé cuando hace falta. También incluimos una lista corta de servicios locales, en inglés y en español, para las semanas que vienen.',
      'El año pasado entregamos 640 cajas de emergencia. Llenar cada una nos cuesta unos $35.',
    ],
    author: 'Tom Henley',
    authorTitle: 'Coordinador de recolecciones',
    date: '2026-06-28',
    commentCount: 2,
    format: 'standard',
    tags: ['Cajas de emergencia', 'Comunidad', 'Voluntariado'],
  },
  {
    id: 'post-8',
    slug: 'How-We-Fund-The-Collective',
    title: 'Cómo financiamos el colectivo, hasta el último dólar',
    category: 'Funding',
    image: contentImage(
      'posts/how-we-fund-the-collective.svg',
      'Un montón de manzanas compradas con donaciones, junto a una caja de comida',
      'card',
    ),
    singleImage: contentImage(
      'posts/how-we-fund-the-collective-wide.svg',
      'Un montón de manzanas compradas con donaciones, junto a una caja de comida',
      'wide',
    ),
    excerpt:
      'La comida rescatada es gratis; la gasolina, las cajas, los refrigeradores y la renta, no. De dónde vino nuestro dinero el año pasado y a dónde fue cada dólar.',
    body: [
      'Casi toda la comida que compartimos es donada, pero hacerla llegar a la gente cuesta dinero. El año pasado nuestros gastos de operación fueron de poco menos de $48,000, y queremos que sepa exactamente cómo se repartieron.',
      'El cuarenta y uno por ciento fue para el salón y el almacenamiento en frío: renta, luz y reparaciones de dos congeladores. El veinticuatro por ciento fue para gasolina y el seguro de la camioneta. El dieciocho por ciento compró los productos básicos que casi nunca llegan como sobrantes, como arroz, frijoles, aceite y fórmula para bebé. El resto cubrió cajas de cartón y de plástico, ingredientes para las clases de cocina e impresiones.',
      'El sesenta por ciento de nuestros ingresos vino de donantes individuales, la mayoría con menos de $20 al mes. Pequeñas subvenciones, nuestra tienda solidaria y dos negocios locales aportaron el resto. No tenemos personal pagado.',
      'Si puede donar cada mes, aunque sean unos pocos dólares, nos ayuda a planear. Y si no puede, venga a empacar un domingo; su tiempo vale igual.',
    ],
    author: 'Maya Thompson',
    authorTitle: 'Fundadora',
    date: '2026-06-07',
    commentCount: 0,
    format: 'standard',
    tags: ['Financiamiento', 'Transparencia', 'Donaciones'],
  },
  {
    id: 'post-9',
    slug: 'Cooking-With-Kids-From-The-Crate',
    title: 'Cocinar con niños, directo de la caja',
    category: 'Children',
    image: contentImage(
      'posts/cooking-with-kids-from-the-crate.svg',
      'Un plato de sopa de verduras junto a una pila de libros de recetas',
      'card',
    ),
    singleImage: contentImage(
      'posts/cooking-with-kids-from-the-crate-wide.svg',
      'Un plato de sopa de verduras junto a una pila de libros de recetas',
      'wide',
    ),
    excerpt:
      '¿Puede un niño de seis años hacer sopa con una caja de verduras rescatadas? En nuestra clase familiar de primavera, doce niños demostraron que sí.',
    body: [
      'Nuestras clases de cocina suelen ser para adultos, pero en mayo abrimos una para familias. Llegaron doce niños de seis a once años, cada uno con su papá o su mamá, un delantal y bastante desconfianza de todo lo verde.',
      'Cada familia recibió una caja con lo rescatado de la semana: zanahorias, apio, unas papas, tomates un poco blanditos y un manojo de hierbas. Con algo de ayuda con los cuchillos, los niños pelaron, picaron y revolvieron hasta tener una olla de sopa de verduras.',
      'La sopa se acabó. También la charola de crutones hechos con pan del día anterior, y varios niños pidieron la receta para llevársela a casa.',
      'Las clases para familias ya son parte del calendario. Las tarjetas de recetas de ese día se pueden descargar gratis en la página de nuestras clases de cocina.',
    ],
    author: 'Priya Raman',
    authorTitle: 'Coordinadora de clases de cocina',
    date: '2026-05-17',
    commentCount: 3,
    format: 'standard',
    tags: ['Niños', 'Cocina', 'Cero desperdicio'],
  },
]

/** Sidebar categories with their Spanish labels, in the English order, each with its post count. */
export const blogCategories: readonly BlogCategory[] = (
  Object.keys(categoryLabels) as (typeof categoryNames)[number][]
).map((category) => ({
  name: categoryLabels[category],
  count: posts.filter((post) => post.category === category).length,
}))

/**
 * Sidebar tag cloud, in the English order (the same words as the posts' tags).
 */
export const blogTags: readonly string[] = [
  'Rescate de alimentos',
  'Ayuda mutua',
  'Refrigerador comunitario',
  'Voluntariado',
  'Cero desperdicio',
  'Niños',
  'Recolección de fruta',
  'Cocina',
]

/**
 * The example comments in Spanish; authors and dates are the English ones.
 */
export const sampleComments: readonly SampleComment[] = [
  {
    id: 'comment-1',
    author: 'Lena Ortiz',
    date: '2026-11-09',
    text: 'Vine por primera vez el domingo pasado sin conocer a nadie, y me fui con un delantal, una nueva amistad y los brazos cansados. ¡Nos vemos la próxima semana!',
    avatarInitial: 'L',
  },
  {
    id: 'comment-2',
    author: 'David Kim',
    date: '2026-11-10',
    text: 'Nuestro café le da sus sándwiches sin vender al refrigerador desde la primavera. Toma cinco minutos y ya no tiramos nada a la basura.',
    avatarInitial: 'D',
  },
  {
    id: 'comment-3',
    author: 'Grace Adeyemi',
    date: '2026-11-12',
    text: 'Gracias por escribir esto. La caja que llegó el día que me recortaron las horas significó más de lo que puedo decir.',
    avatarInitial: 'G',
  },
]
