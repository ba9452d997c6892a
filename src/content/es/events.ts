import type { CharityEvent } from '../events'
import { contentImage } from '../image'

/**
 * The events in Spanish, soonest first as in English. Dates, times, addresses and slugs are the
 * English ones.
 */
export const events: readonly CharityEvent[] = [
  {
    id: 'event-1',
    slug: 'Sunday-Packing-Session',
    title: 'Sesión de empaque del fin de semana de Acción de Gracias',
    date: '2026-11-29',
    startTime: '15:00',
    endTime: '17:00',
    location: 'Salón comunitario, 214 Orchard Lane',
    address: '214 Orchard Lane, Riverside, CA 92501',
    image: contentImage(
      'events/sunday-packing-session.svg',
      'Voluntarios empacando cajas de comida en una mesa larga',
      'card',
    ),
    summary:
      'Nuestro domingo más grande del año: doscientas cajas de comida rescatada de las fiestas para empacar y entregar antes de que oscurezca.',
    body: [
      'Todos los domingos a las 3 p.m. empacamos cajas de comida rescatada, y el domingo después de Acción de Gracias siempre es el de más trabajo. Las tiendas nos dan lo que les sobró de las fiestas y lo convertimos en doscientas cajas para familias de todo el vecindario.',
      'No necesita experiencia. Le enseñamos la lista de empaque, le damos un delantal y lo ponemos junto a alguien que ya lo ha hecho. Los choferes con carro son especialmente bienvenidos para la ruta de entregas de las 4:30 p.m.',
      'Traiga una bolsa reutilizable si tiene, y a un amigo si puede.',
    ],
  },
  {
    id: 'event-2',
    slug: 'Help-The-Poor',
    title: 'Comida compartida entre vecinos',
    date: '2026-12-06',
    startTime: '11:00',
    endTime: '14:00',
    location: 'Pabellón de Riverside Park',
    address: 'Riverside Park pavilion, Park Avenue, Riverside, CA 92501',
    image: contentImage(
      'events/help-the-poor.svg',
      'Manos abiertas sosteniendo un corazón rojo',
      'card',
    ),
    summary:
      'Un mercado al aire libre donde todo es gratis: frutas y verduras frescas, pan y sopa caliente, para quien lo necesite.',
    body: [
      'Ponemos mesas en el pabellón del parque con todo lo que nos dieron nuestros aliados esa semana: cajas de frutas y verduras, pan de la panadería, huevos y lácteos de las hieleras. Cada quien toma lo que necesita. A nadie se le pregunta por qué.',
      'Los voluntarios sirven sopa caliente hecha con verduras rescatadas, y quienes hablan español están ahí para ayudar con las solicitudes de beneficios y dar información sobre servicios locales.',
      'Si quiere ayudar, necesitamos personas para armar todo a las 10 a.m., servir desde las 11 a.m. y recoger a las 2 p.m.',
    ],
  },
  {
    id: 'event-3',
    slug: 'Winter-Food-Drive',
    title: 'Colecta de comida de invierno',
    date: '2026-12-12',
    startTime: '10:00',
    endTime: '16:00',
    location: 'Entrega de donaciones en 214 Orchard Lane',
    address: '214 Orchard Lane, Riverside, CA 92501',
    image: contentImage(
      'events/winter-food-drive.svg',
      'Una caja de donación de comida bajo la nieve',
      'card',
    ),
    summary:
      'Ayúdenos a llenar los estantes para los meses fríos: productos básicos que no se echan a perder, calcetines calientitos y lo necesario para bebidas calientes para nuestras cajas de invierno.',
    body: [
      'Con el año nuevo llegan menos sobrantes, justo cuando suben las cuentas de la calefacción, así que cada diciembre llenamos los estantes para los meses que vienen. Traiga cualquier cosa de nuestra lista y nuestros voluntarios la acomodarán en las cajas de invierno.',
      'Lo que más falta hace: arroz, frijoles, pescado enlatado, avena, crema de cacahuate, aceite para cocinar, té, café y chocolate caliente, y calcetines calientitos nuevos de todas las tallas.',
      'Por favor no traiga nada que ya haya pasado su fecha de caducidad ni comida hecha en casa; no la podemos compartir de forma segura.',
    ],
  },
  {
    id: 'event-4',
    slug: 'Help-Children',
    title: 'Almuerzos de vacaciones para niños',
    date: '2026-12-19',
    startTime: '13:00',
    endTime: '16:00',
    location: 'Cafetería de Lincoln Elementary',
    address: 'Lincoln Elementary School, Lincoln Avenue, Riverside, CA 92501',
    image: contentImage(
      'events/help-children.svg',
      'Un niño con una lonchera y una manzana',
      'card',
    ),
    summary:
      'Empacamos almuerzos para dos semanas para niños que dependen de la comida escolar, listos antes de que empiecen las vacaciones de invierno.',
    body: [
      'Cuando la escuela cierra por las fiestas, también se acaba el almuerzo gratis con el que cuentan muchos niños. Con la ayuda del personal de la cocina de la escuela empacamos bolsas de almuerzo y botanas para dos semanas, una bolsa por niño al día.',
      'Los niños pueden participar con un adulto: decoran las bolsas, escriben notas para los niños que las reciben y se aseguran de que haya una fruta en cada una.',
      'Necesitamos voluntarios para empacar, y choferes para llevar las bolsas a las familias que no pueden pasar a recogerlas.',
    ],
  },
  {
    id: 'event-5',
    slug: 'Harvest-Gleaning-Day',
    title: 'Día de recolección de cítricos',
    date: '2027-01-23',
    startTime: '09:00',
    endTime: '12:00',
    location: 'Huertos de patio en todo Riverside (nos vemos en el salón)',
    address: '214 Orchard Lane, Riverside, CA 92501',
    image: contentImage(
      'events/harvest-gleaning-day.svg',
      'Una caja de madera llena de fruta y verduras recolectadas junto a una cama de cultivo',
      'card',
    ),
    summary:
      'Cosechamos las naranjas y los limones que los vecinos no pueden usar, antes de que se caigan y se desperdicien.',
    body: [
      'Riverside está lleno de árboles de cítricos en los patios que dan más fruta de la que cualquier familia se puede comer. Sus dueños nos invitan y cosechamos lo que, si no, se caería y se pudriría.',
      'Equipos de cuatro visitan dos o tres jardines cada uno. Nosotros llevamos las escaleras, las varas para cosechar y las cajas; usted trae guantes, gorra y agua. Los niños mayores de diez años pueden venir con su papá o su mamá.',
      'Todo lo que cosechamos va a las cajas del domingo y a los refrigeradores comunitarios ese mismo fin de semana. ¿Tiene un árbol para compartir? Díganos cuando se inscriba.',
    ],
  },
  {
    id: 'event-6',
    slug: 'Community-Fridge-Launch',
    title: 'Inauguración del segundo refrigerador comunitario',
    date: '2027-02-06',
    startTime: '12:00',
    endTime: '14:00',
    location: 'Esquina de Elm Street y 5th',
    address: 'Elm Street and 5th Street, Riverside, CA 92501',
    image: contentImage(
      'events/community-fridge-launch.svg',
      'Un refrigerador comunitario pintado de colores vivos y lleno de comida, junto a una caja de frutas y verduras',
      'card',
    ),
    summary:
      'Nuestro segundo refrigerador gratuito abre sus puertas. Tome lo que necesite, deje lo que pueda y conozca a los vecinos que lo cuidan.',
    body: [
      'Después de un año con nuestro primer refrigerador comunitario, abrimos un segundo en Elm Street, pintado por estudiantes del club de arte de la preparatoria. Está abierto día y noche, y cualquiera puede tomar o dejar comida.',
      'Venga al corte del listón, a un almuerzo compartido preparado con comida rescatada y a una charla corta sobre lo que se puede dejar en el refrigerador: comida fresca, sellada o etiquetada, nada de alcohol y nada que haya pasado su fecha de caducidad.',
      'Buscamos encargados que puedan revisarlo una vez por semana, limpiar los estantes y sacar lo que ya no esté bueno.',
    ],
  },
  {
    id: 'event-7',
    slug: 'Provideing-Education',
    title: 'Clase de cocina: una semana con una sola caja',
    date: '2027-02-20',
    startTime: '17:00',
    endTime: '19:30',
    location: 'Commons Kitchen, 38 Market Street',
    address: '38 Market Street, Riverside, CA 92501',
    image: contentImage(
      'events/provideing-education.svg',
      'Libros de recetas y un lápiz listos para una clase de cocina',
      'card',
    ),
    summary:
      'Una clase gratis por la tarde: cinco comidas con una sola caja de comida rescatada, cocinadas y comidas entre todos.',
    body: [
      'Nuestros cocineros voluntarios abren una caja típica del domingo y enseñan a convertirla en cinco cenas: una olla grande de sopa, una charola al horno, un salteado, una frittata y un crumble de fruta con las manzanas más blanditas.',
      'Todos cocinan, todos comen y todos se van a casa con tarjetas de recetas en inglés y en español. Hay cuidado de niños gratis en el salón de al lado.',
      'El cupo es de dieciséis personas, así que por favor inscríbase y díganos si tiene alguna alergia.',
    ],
  },
  {
    id: 'event-8',
    slug: 'Birds-From-Hunting',
    title: 'Comida para nuestros vecinos con plumas',
    date: '2027-03-13',
    startTime: '10:00',
    endTime: '12:00',
    location: 'Huerto comunitario de Orchard Lane',
    address: 'Orchard Lane community garden, Orchard Lane, Riverside, CA 92501',
    image: contentImage(
      'events/birds-from-hunting.svg',
      'Dos pájaros redondos en una rama junto a un comedero de semillas',
      'card',
    ),
    summary:
      'Una mañana en familia para hacer comederos de pájaros con semillas donadas, y aprender qué restos de la cocina son seguros para las aves del jardín.',
    body: [
      'Los pájaros del jardín alejan las plagas de nuestras verduras, así que nosotros los cuidamos a ellos. Nuestros proveedores de semillas nos donan las bolsas rotas que no pueden vender, y convertimos esas semillas en comederos para el huerto comunitario y para que las familias se lleven a casa.',
      'De paso aprenderemos por qué el pan no es bueno para los pájaros, qué restos de fruta les encantan y cómo mantener limpios los comederos. Los niños harán comederos con piñas de pino para colgar en casa.',
      'Es gratis, al aire libre y para todas las edades. Póngase ropa que no importe si se pone un poco pegajosa.',
    ],
  },
]
