import {
  type BlogCategory,
  type categoryNames,
  blogCategories as englishCategories,
  sampleComments as englishComments,
  posts as englishPosts,
  blogTags as englishTags,
  type Post,
  type SampleComment,
} from '../posts'

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

/** One Spanish word for each English tag, so a post's tags and the tag cloud always agree. */
const tagLabels: Readonly<Record<string, string>> = {
  Volunteering: 'Voluntariado',
  'Sunday sessions': 'Sesiones del domingo',
  'Food rescue': 'Rescate de alimentos',
  'Community fridge': 'Refrigerador comunitario',
  'Mutual aid': 'Ayuda mutua',
  Bakeries: 'Panaderías',
  'Zero waste': 'Cero desperdicio',
  Children: 'Niños',
  'School holidays': 'Vacaciones escolares',
  Gleaning: 'Recolección de fruta',
  Gardens: 'Huertos',
  Community: 'Comunidad',
  Dignity: 'Dignidad',
  'Emergency boxes': 'Cajas de emergencia',
  Funding: 'Financiamiento',
  Transparency: 'Transparencia',
  Donations: 'Donaciones',
  Cooking: 'Cocina',
}

/** An English tag's Spanish word; an unknown tag stays English (the twins test fails on it). */
function tag(english: string): string {
  return tagLabels[english] ?? english
}

type PostText = Pick<Post, 'title' | 'excerpt' | 'body' | 'authorTitle'> & { alt: string }

const spanish: Readonly<Record<string, PostText>> = {
  'post-1': {
    title: 'Cómo es de verdad una sesión de empaque del domingo',
    alt: 'Voluntarios empacando cajas de comida en una sesión del domingo',
    excerpt:
      'Desde la primera caja que entra por la puerta a las 2:45 hasta la última camioneta que sale a las 5, así es, hora por hora, la tarde que alimenta a doscientos hogares.',
    body: [
      'A las 2:45 de un domingo el salón está en silencio. A las 3 ya no. Las cajas de las recolecciones de la semana están en fila contra una pared, las mesas plegables están armadas y alguien ya puso a calentar el agua para el café.',
      'Trabajamos por estaciones. En la primera se separa la comida: lo que está demasiado golpeado va a la composta, lo que está blandito va para sopa y todo lo demás se agrupa por tipo. En la segunda se empacan las cajas siguiendo una lista pegada en la mesa: algo verde, algo anaranjado, una proteína, un básico y pan. En la tercera se revisa cada caja contra las notas del hogar que la va a recibir, para que nadie con alergia a las nueces reciba crema de cacahuate.',
      'Como a las 4:15 llegan los choferes. Cada uno lleva una ruta de ocho a doce casas, con una lista impresa y un número al que llamar si nadie abre. Las cajas de los vecinos que pasan a recogerlas se quedan en los estantes junto a la puerta.',
      'A las 5 las mesas ya están dobladas, el piso barrido y la fruta blandita que sobró va camino al refrigerador comunitario. Quienes vienen por primera vez suelen decirnos que el tiempo se les pasó volando. Venga a verlo usted mismo: no hay que inscribirse, solo llegue a las 3.',
    ],
    authorTitle: 'Fundadora',
  },
  'post-2': {
    title: 'Nuestro primer refrigerador comunitario cumple un año',
    alt: 'Un refrigerador comunitario en una esquina, lleno de comida rescatada',
    excerpt:
      'Doce meses, tres empaques de puerta y más de once mil libras de comida después, el refrigerador de Orchard Lane ya es parte de la calle.',
    body: [
      'Hace un año conectamos un refrigerador donado junto a la pared de una lavandería de Orchard Lane y le pusimos un letrero: tome lo que necesite, deje lo que pueda. No sabíamos si alguien lo iba a usar.',
      'Sí lo usaron. Nuestros encargados registraron más de once mil libras de comida en su primer año: frutas y verduras rescatadas de nuestras recolecciones, claro, pero también limones de los patios, tamales de la fiesta de un vecino y una entrega de yogur cada martes de un café de la cuadra.',
      'No todo ha sido fácil. Hemos cambiado el empaque de la puerta tres veces, el calor del verano puso a prueba el compresor y aprendimos a poner letreros claros sobre lo que se puede y no se puede dejar. Pero nunca lo han vandalizado, y casi todos los días ya está vacío al anochecer.',
      'Gracias a los dueños de la lavandería, que pagan la luz, y a los catorce encargados que lo revisan todos los días. En febrero abrimos un segundo refrigerador en Elm Street.',
    ],
    authorTitle: 'Encargado del refrigerador',
  },
  'post-3': {
    title: 'Por qué nunca rechazamos una charola de pan del día anterior',
    alt: 'Una canasta de panes y baguettes rescatados junto a una caja de frutas y verduras',
    excerpt:
      'El pan es la comida que más se tira y la que más nos piden los vecinos. Así llega el pan del estante de la panadería a la mesa de una familia.',
    body: [
      'Las panaderías hornean para tener los estantes llenos hasta la hora de cerrar, así que casi siempre sobra pan. Casi todo sigue perfectamente bueno al día siguiente, y casi todo se tiraba.',
      'Ahora nuestras dos panaderías aliadas apartan cada noche el pan que no vendieron. Un voluntario lo recoge antes de las 8 de la mañana y va a las cajas de emergencia de ese día, al refrigerador comunitario o al congelador para el domingo.',
      'El pan se congela muy bien. El pan de caja pasa directo del congelador al tostador, y en cada bolsa imprimimos un consejo sencillo: el pan duro es el mejor para pan francés, crutones y budín de pan.',
      'Si tiene una panadería, un café o una tienda de sándwiches y tira pan al final del día, comuníquese con nosotros. Nosotros pasamos a recogerlo.',
    ],
    authorTitle: 'Coordinador de recolecciones',
  },
  'post-4': {
    title: 'Almuerzos para las vacaciones escolares',
    alt: 'Un niño con una lonchera junto a un montón de manzanas',
    excerpt:
      'Cuando no hay clases, tampoco hay almuerzo gratis. Este verano nuestros voluntarios empacaron 3,400 bolsas de almuerzo para que ningún niño pasara hambre en vacaciones.',
    body: [
      'Para muchas familias, la comida de la escuela es con la que más pueden contar en la semana. Cuando llegan las vacaciones, esa comida desaparece, y los padres que ya tienen el dinero contado tienen que conseguir diez almuerzos más cada dos semanas por cada hijo.',
      'Este verano empacamos bolsas de almuerzo cada domingo junto con las cajas de comida: un sándwich hecho esa mañana con pan rescatado, una fruta, una botana de verduras y un gustito. Las familias las recogían en el salón o en los patios de dos escuelas que se quedaron abiertos.',
      'A finales de agosto habíamos repartido 3,400 bolsas. Los niños que ayudaron a empacarlas decoraron cada una.',
      'Haremos lo mismo en las vacaciones de invierno, y necesitamos personas que empaquen, choferes y donaciones de bolsas para almuerzo. Las fechas están en la página de eventos.',
    ],
    authorTitle: 'Voluntaria',
  },
  'post-5': {
    title: 'Un año recolectando fruta: nueve mil libras salvadas',
    alt: 'Una caja de fruta y verduras recolectadas junto a una cama de cultivo',
    excerpt:
      'Árboles de patio, una granja que sembró de más y un productor de limones muy generoso: lo que cosechamos, quién se lo comió y lo que aprendimos.',
    body: [
      'Recolectar lo que la cosecha deja atrás es una costumbre muy antigua. En nuestra ciudad casi siempre se trata de cítricos de patio: árboles que dan tanta fruta que sus dueños no se la acaban.',
      'En los últimos doce meses nuestros equipos de recolección visitaron sesenta y dos jardines y dos granjas pequeñas, y cosecharon un poco más de nueve mil libras de naranjas, limones, toronjas, aguacates y caquis. Cada libra fue a las cajas del domingo, al refrigerador comunitario o a nuestras clases de cocina en menos de una semana.',
      'Aprendimos a llevar más escaleras de las que creemos necesitar, a dejar siempre algo de fruta para los dueños y para los pájaros, y que una caja de limones es lo que más éxito ha tenido en el refrigerador.',
      'Salimos a recolectar cada mes durante el invierno. Si tiene un árbol que le da más de lo que puede usar, nos encantaría saber de usted.',
    ],
    authorTitle: 'Voluntaria',
  },
  'post-6': {
    title: 'La ayuda mutua no es una limosna',
    alt: 'Manos abiertas que ofrecen un corazón, con vecinos sentados a una mesa detrás',
    excerpt:
      'La mitad de las personas que empacan nuestras cajas alguna vez recibió una. Por qué trabajamos como vecinos y no como quienes dan y quienes reciben.',
    body: [
      'A veces nos preguntan cómo decidimos quién merece una caja de comida. La respuesta honesta es que no lo decidimos. Si nos dice que necesita comida, recibe comida. No hay formularios, ni comprobantes de ingresos, ni filas afuera bajo la lluvia.',
      'Es porque nos vemos como vecinos que se cuidan entre sí, no como una institución de caridad que reparte ayuda desde arriba. Más o menos la mitad de nuestros voluntarios del domingo llegaron la primera vez por una caja. Muchos todavía se llevan una a casa.',
      'La ayuda mutua también es escuchar. Las familias nos dijeron que querían menos verduras enlatadas y más frescas, recetas en español y entregas después del trabajo, y eso fue lo que cambiamos.',
      'La próxima vez que vea nuestra mesa en el parque, acérquese a saludar. Puede llevarse comida, ayudar a repartirla, o las dos cosas.',
    ],
    authorTitle: 'Fundadora',
  },
  'post-7': {
    title: 'Cuando la alacena está vacía: así funcionan nuestras cajas del mismo día',
    alt: 'Una caja de comida de emergencia con pan, zanahorias y fruta',
    excerpt:
      'Un trabajo perdido, un cheque que se atrasa, un refrigerador descompuesto. Cuando la comida se acaba de repente, un chofer voluntario puede llegar a su puerta ese mismo día.',
    body: [
      'Nadie planea quedarse sin comida. Pasa después de una estancia en el hospital, de un pago de beneficios que se atrasa o de un casero que se queda con el depósito. Para esos días tenemos veinte cajas de emergencia empacadas y listas.',
      'Llámenos o mándenos un mensaje antes de las 2 de la tarde y un chofer voluntario le llevará una caja ese mismo día. Le preguntamos cuántas personas viven en su casa, si alguien tiene alergias y si tiene refrigerador y estufa que funcionen, para que la comida sirva en su cocina.',
      'Cada caja trae comida para unos tres días: productos básicos, frutas y verduras frescas de las recolecciones de esa mañana, pan y comida para bebé cuando hace falta. También incluimos una lista corta de servicios locales, en inglés y en español, para las semanas que vienen.',
      'El año pasado entregamos 640 cajas de emergencia. Llenar cada una nos cuesta unos $35.',
    ],
    authorTitle: 'Coordinador de recolecciones',
  },
  'post-8': {
    title: 'Cómo financiamos el colectivo, hasta el último dólar',
    alt: 'Un montón de manzanas compradas con donaciones, junto a una caja de comida',
    excerpt:
      'La comida rescatada es gratis; la gasolina, las cajas, los refrigeradores y la renta, no. De dónde vino nuestro dinero el año pasado y a dónde fue cada dólar.',
    body: [
      'Casi toda la comida que compartimos es donada, pero hacerla llegar a la gente cuesta dinero. El año pasado nuestros gastos de operación fueron de poco menos de $48,000, y queremos que sepa exactamente cómo se repartieron.',
      'El cuarenta y uno por ciento fue para el salón y el almacenamiento en frío: renta, luz y reparaciones de dos congeladores. El veinticuatro por ciento fue para gasolina y el seguro de la camioneta. El dieciocho por ciento compró los productos básicos que casi nunca llegan como sobrantes, como arroz, frijoles, aceite y fórmula para bebé. El resto cubrió cajas de cartón y de plástico, ingredientes para las clases de cocina e impresiones.',
      'El sesenta por ciento de nuestros ingresos vino de donantes individuales, la mayoría con menos de $20 al mes. Pequeñas subvenciones, nuestra tienda solidaria y dos negocios locales aportaron el resto. No tenemos personal pagado.',
      'Si puede donar cada mes, aunque sean unos pocos dólares, nos ayuda a planear. Y si no puede, venga a empacar un domingo; su tiempo vale igual.',
    ],
    authorTitle: 'Fundadora',
  },
  'post-9': {
    title: 'Cocinar con niños, directo de la caja',
    alt: 'Un plato de sopa de verduras junto a una pila de libros de recetas',
    excerpt:
      '¿Puede un niño de seis años hacer sopa con una caja de verduras rescatadas? En nuestra clase familiar de primavera, doce niños demostraron que sí.',
    body: [
      'Nuestras clases de cocina suelen ser para adultos, pero en mayo abrimos una para familias. Llegaron doce niños de seis a once años, cada uno con su papá o su mamá, un delantal y bastante desconfianza de todo lo verde.',
      'Cada familia recibió una caja con lo rescatado de la semana: zanahorias, apio, unas papas, tomates un poco blanditos y un manojo de hierbas. Con algo de ayuda con los cuchillos, los niños pelaron, picaron y revolvieron hasta tener una olla de sopa de verduras.',
      'La sopa se acabó. También la charola de crutones hechos con pan del día anterior, y varios niños pidieron la receta para llevársela a casa.',
      'Las clases para familias ya son parte del calendario. Las tarjetas de recetas de ese día se pueden descargar gratis en la página de nuestras clases de cocina.',
    ],
    authorTitle: 'Coordinadora de clases de cocina',
  },
}

/**
 * The nine posts in Spanish, newest first as in English. Slugs, dates, images and authors are
 * the English ones; a post with no Spanish text stays English (the twins test fails on it).
 */
export const posts: readonly Post[] = englishPosts.map((post) => {
  const tags = post.tags.map(tag)
  const text = spanish[post.id]
  if (!text) return { ...post, tags }
  const { alt, ...words } = text
  return {
    ...post,
    ...words,
    tags,
    image: { ...post.image, alt },
    singleImage: { ...post.singleImage, alt },
  }
})

const labelOf: Readonly<Record<string, string>> = categoryLabels

/** Sidebar categories with their Spanish labels and the English counts. */
export const blogCategories: readonly BlogCategory[] = englishCategories.map((category) => ({
  ...category,
  name: labelOf[category.name] ?? category.name,
}))

/** Sidebar tag cloud, in the English order. */
export const blogTags: readonly string[] = englishTags.map(tag)

const commentText: Readonly<Record<string, string>> = {
  'comment-1':
    'Vine por primera vez el domingo pasado sin conocer a nadie, y me fui con un delantal, una nueva amistad y los brazos cansados. ¡Nos vemos la próxima semana!',
  'comment-2':
    'Nuestro café le da sus sándwiches sin vender al refrigerador desde la primavera. Toma cinco minutos y ya no tiramos nada a la basura.',
  'comment-3':
    'Gracias por escribir esto. La caja que llegó el día que me recortaron las horas significó más de lo que puedo decir.',
}

/** The example comments in Spanish; authors and dates are the English ones. */
export const sampleComments: readonly SampleComment[] = englishComments.map((comment) => ({
  ...comment,
  text: commentText[comment.id] ?? comment.text,
}))
