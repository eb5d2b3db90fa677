/**
 * Spanish (Spain) text of the demo manuals; same structure as en.ts. The operation manual grows with
 * the machine: one page per printing deck, so an eight-colour press has a manual of several dozen pages.
 */
import type { Chapter, MachineFacts, ManualText, Topic } from './types'

function deckTopics(m: MachineFacts): Topic[] {
  const topics: Topic[] = []
  for (let deck = 1; deck <= m.decks; deck++) {
    topics.push({
      title: `Cuerpo ${deck}`,
      paragraphs: [
        `El cuerpo ${deck} dispone de su propio servoaccionamiento, cilindro portaclichés o camisa, rodillo anilox y rasqueta de cámara. Antes del montaje, compruebe que la camisa del cuerpo ${deck} corresponde al desarrollo del trabajo y que su colchón de aire mantiene la presión.`,
        `Ajuste de la presión del cuerpo ${deck}: acerque el cliché al tambor central hasta el contacto ligero (kiss) y aumente después la presión en pasos de 0,01 mm hasta que los plenos se impriman sin halo. Repita la operación en el lado del anilox. Anote los valores finales en la ficha del trabajo para que la siguiente tirada de este trabajo parta de ellos.`,
        `Si el cuerpo ${deck} presenta efecto fantasma o marcas de rebote, reduzca la velocidad un 20 %, compruebe si hay marcas de engranaje y limpie el anilox. Una rasqueta desgastada en el cuerpo ${deck} deja rayas en el sentido de la marcha: sustitúyala como se describe en el manual de mantenimiento.`,
      ],
      drawing: ['Cilindro portaclichés', 'Anilox', `Cámara de rasqueta ${deck}`],
    })
  }
  return topics
}

function operational(m: MachineFacts): Chapter[] {
  return [
    {
      title: 'Instrucciones de seguridad',
      topics: [
        {
          title: 'Normas generales',
          paragraphs: [
            `Solo los operarios formados pueden manejar la máquina ${m.name}. Lea este manual antes de la primera puesta en marcha y consérvelo junto a la máquina. No anule nunca una protección, un enclavamiento ni una cortina fotoeléctrica.`,
            'Mantenga las protecciones cerradas mientras la banda esté en movimiento. La ropa holgada, las joyas y el pelo largo deben estar recogidos o retirados. No introduzca las manos en las zonas de atrapamiento entre rodillos, ni siquiera a velocidad lenta.',
          ],
        },
        {
          title: 'Paradas de emergencia',
          paragraphs: [
            'Hay pulsadores de parada de emergencia en el desbobinador, en cada puesto lateral del lado operador, en el secador y en el rebobinador. Al pulsar cualquiera de ellos, todos los accionamientos se detienen con una rampa controlada y se retira la presión de impresión.',
            'Rearme una parada de emergencia solo después de haber eliminado la causa: desenclave el pulsador, confirme la alarma en el panel principal y vuelva a arrancar desde las teclas de estado.',
          ],
          drawing: ['Parada desbobinador', 'Puesto lateral', 'Parada rebobinador'],
        },
        {
          title: 'Equipos de protección individual',
          paragraphs: [
            'Utilice calzado de seguridad, guantes resistentes a los disolventes al manipular tintas y productos de lavado, y protección ocular al limpiar los anilox con líquido a presión.',
            'Es obligatorio utilizar protección auditiva cerca de los ventiladores del secador a velocidades de línea superiores a 250 m/min.',
          ],
        },
      ],
    },
    {
      title: 'Descripción general de la máquina',
      topics: [
        {
          title: 'Recorrido de la banda',
          paragraphs: [
            `La ${m.model} conduce la banda desde el desbobinador, pasando por la entrada, ${m.decks > 0 ? `los ${m.decks} cuerpos de impresión,` : 'las unidades de proceso,'} el secador y la salida, hasta el rebobinador. La velocidad máxima de línea es de ${m.maxSpeed} m/min.`,
            'La tensión de banda se mide con células de carga en la entrada y en la salida; los rodillos bailarines del desbobinador y del rebobinador absorben las variaciones de diámetro.',
          ],
          drawing: ['Desbobinador', 'Entrada', 'Unidades de proceso', 'Secador', 'Rebobinador'],
        },
        {
          title: 'Desbobinador y empalmador',
          paragraphs: [
            'El desbobinador sin eje admite bobinas de hasta 1000 mm de diámetro. El empalmador automático une la bobina nueva a velocidad reducida; prepare la cinta de empalme según el patrón impreso en el brazo del empalmador.',
          ],
        },
        {
          title: 'Secador',
          paragraphs: [
            'Los secadores entre cuerpos y el túnel de secado soplan aire caliente a través de boquillas. La temperatura y el caudal de aire se ajustan para cada trabajo; el estado del quemador y el caudal de extracción se muestran en la página del secador del panel.',
          ],
        },
      ],
    },
    {
      title: 'Panel de mando',
      topics: [
        {
          title: 'Pantalla principal',
          paragraphs: [
            'La pantalla principal muestra la velocidad de línea, la tensión de banda, la orden activa y el estado de cada unidad. Toque una unidad para abrir su página de detalle con las consignas y las alarmas.',
          ],
        },
        {
          title: 'Teclas de estado',
          paragraphs: [
            'Con las teclas de estado se seleccionan los estados de producción, ajuste y cambio mecánico. Cada cambio se registra y se envía al portal de la planta, donde aparece en el detalle de la orden y en la analítica de producción.',
            'Seleccione cambio mecánico al montar camisas o cambiar de formato, ajuste mientras regula el registro y el color, y producción una vez aprobado el resultado impreso.',
          ],
        },
        {
          title: 'Alarmas',
          paragraphs: [
            'Las alarmas se muestran de la más reciente a la más antigua. Las alarmas rojas detienen la máquina; las ámbar avisan y permiten seguir produciendo. El código de alarma es la clave para consultar el capítulo de resolución de averías.',
          ],
        },
      ],
    },
    {
      title: 'Preparación del trabajo',
      topics: [
        {
          title: 'Carga del trabajo',
          paragraphs: [
            'Cargue el trabajo desde la lista de órdenes del panel. Antes de pasar la banda, compruebe con la ficha del trabajo el ancho del material, el diámetro de la bobina y el tamaño del núcleo.',
          ],
        },
        {
          title: 'Tintas y viscosidad',
          paragraphs: [
            'Llene las bombas de tinta por orden de cuerpos. Mida la viscosidad con la copa antes del arranque y cada hora; a temperatura elevada, las tintas al agua varían más rápido que las tintas al disolvente.',
          ],
        },
        {
          title: 'Preajuste del registro',
          paragraphs: [
            'El preajuste del registro lleva cada cuerpo a la posición guardada con el trabajo, de modo que los primeros metros salen casi en registro. Confirme el preajuste antes de iniciar la fase de ajuste.',
          ],
        },
      ],
    },
    ...(m.decks > 0 ? [{ title: 'Cuerpos de impresión', topics: deckTopics(m) }] : []),
    {
      title: 'Marcha en producción',
      topics: [
        {
          title: 'Rampa de velocidad',
          paragraphs: [
            'Aumente la velocidad por etapas, vigilando el registro y la tensión en cada etapa. Anote el desperdicio de arranque por separado de los metros buenos; el portal muestra ambos en el detalle de la orden.',
          ],
        },
        {
          title: 'Empalme en marcha',
          paragraphs: [
            'Empalme las bobinas nuevas con el empalmador automático a velocidad reducida. Después del empalme, compruebe que la tensión vuelve a su consigna en menos de diez segundos.',
          ],
        },
        {
          title: 'Controles de calidad',
          paragraphs: [
            'Compare el impreso con la prueba aprobada en cada cambio de bobina. Mida el color con el espectrofotómetro sobre la tira de control y corríjalo mediante la densidad de la tinta, no mediante la presión de impresión.',
          ],
        },
      ],
    },
    {
      title: 'Limpieza y fin de orden',
      topics: [
        {
          title: 'Lavado',
          paragraphs: [
            'Inicie el lavado automático desde el panel. Las bombas devuelven la tinta a los recipientes y, a continuación, hacen circular la solución de lavado por las cámaras y los rodillos anilox.',
          ],
        },
        {
          title: 'Fin de orden',
          paragraphs: [
            'Termine la última bobina, imprima el informe de producción, limpie el sistema de entintado según el plan de mantenimiento y deje la máquina en estado seguro, con la presión de impresión retirada.',
          ],
        },
      ],
    },
    {
      title: 'Resolución de averías',
      topics: [
        {
          title: 'Roturas de banda',
          paragraphs: [
            'Compruebe las consignas de tensión y el patrón de empalme. Una rotura de banda en el rebobinador suele deberse a una tensión decreciente (taper) inadecuada para el material.',
          ],
        },
        {
          title: 'Deriva del registro',
          paragraphs: [
            'Compruebe el montaje de los clichés, el desgaste de las camisas y las marcas de registro. Una deriva que aumenta con la velocidad indica que una camisa patina o que la presión de aire en el mandril es baja.',
          ],
        },
        {
          title: 'Fallos de secado',
          paragraphs: [
            'Si en el rebobinador aparece pegado entre capas (blocking) o emborronado, la tinta no está seca: compruebe la temperatura del secador, el caudal de aire y el estado del quemador antes de reducir la velocidad.',
          ],
        },
      ],
    },
  ]
}

function maintenance(m: MachineFacts): Chapter[] {
  return [
    {
      title: 'Plan de mantenimiento',
      topics: [
        {
          title: 'Intervalos',
          paragraphs: [
            'Diariamente: limpiar las rasquetas y las bandejas de tinta. Semanalmente: comprobar la tensión de las correas y engrasar los rodamientos del desbobinador. Mensualmente: inspeccionar los filtros del secador. Anualmente: inspección completa por el servicio técnico del fabricante.',
            `El asistente de mantenimiento del portal recoge estas tareas para la máquina ${m.name}, con su frecuencia y su nivel de riesgo.`,
          ],
        },
        {
          title: 'Procedimiento de consignación',
          paragraphs: [
            'Antes de cualquier intervención, desconecte el seccionador general, bloquéelo con un candado personal y verifique la ausencia de energía en los circuitos neumáticos y eléctricos.',
          ],
          drawing: ['Seccionador general', 'Candado', 'Válvula de aire'],
        },
      ],
    },
    {
      title: 'Lubricación',
      topics: [
        {
          title: 'Tabla de lubricación',
          paragraphs: [
            'Utilice la grasa especificada en la tabla de lubricación. Un exceso de grasa eleva la temperatura de los rodamientos; aplique únicamente el número de bombeos indicado.',
          ],
        },
        {
          title: 'Reductores',
          paragraphs: [
            'Compruebe mensualmente el nivel de aceite de cada reductor; cambie el aceite cada 10 000 horas de funcionamiento.',
          ],
        },
      ],
    },
    {
      title: 'Piezas de desgaste',
      topics: [
        {
          title: 'Sustitución de la rasqueta',
          paragraphs: [
            'Libere la cámara, retire la rasqueta desgastada con guantes, monte la rasqueta nueva con el bisel hacia el anilox y ajuste la presión al valor indicado en la placa.',
          ],
          drawing: ['Cámara', 'Rasqueta', 'Anilox'],
        },
        {
          title: 'Juntas y placas laterales',
          paragraphs: [
            'Sustituya las juntas laterales de la cámara cuando haya fugas de tinta en los extremos del rodillo. Las juntas desgastadas también dejan entrar aire en la cámara y provocan espuma.',
          ],
        },
      ],
    },
  ]
}

function installation(kind: 'electrical' | 'mechanical' | 'subassemblies', m: MachineFacts): Chapter[] {
  if (kind === 'electrical') {
    return [
      {
        title: 'Alimentación eléctrica',
        topics: [
          {
            title: 'Conexión a la red',
            paragraphs: [
              'Trifásica 400 V 50 Hz con neutro y tierra. Proteja la línea con el interruptor automático del calibre indicado en la tabla de especificaciones.',
            ],
          },
          {
            title: 'Disposición del armario',
            paragraphs: [
              'El armario principal aloja los variadores, el PLC, el relé de seguridad y la pasarela que envía los datos de la máquina al portal de la planta.',
            ],
            drawing: ['Variadores', 'PLC', 'Relé de seguridad', 'Pasarela'],
          },
        ],
      },
      {
        title: 'Puesta a tierra',
        topics: [
          {
            title: 'Conexión equipotencial',
            paragraphs: [
              'Conecte cada sección del bastidor a la barra de tierra. Mida la impedancia de bucle después de la instalación y registre el valor.',
            ],
          },
        ],
      },
    ]
  }
  if (kind === 'mechanical') {
    return [
      {
        title: 'Instalación',
        topics: [
          {
            title: 'Cimentación',
            paragraphs: [
              'Nivele la máquina sobre la cimentación con una precisión de 0,05 mm/m. Una vez realizada la alineación, ancle los bastidores con los pernos suministrados.',
            ],
          },
          {
            title: 'Alineación',
            paragraphs: [
              'Alinee los rodillos con la herramienta láser; los errores de paralelismo provocan desplazamientos laterales de la banda y arrugas.',
            ],
            drawing: ['Láser', 'Rodillo', 'Diana'],
          },
          {
            title: 'Neumática',
            paragraphs: [
              'Suministre aire comprimido seco a 6 bar. Instale el filtro-regulador antes del bloque de válvulas principal.',
            ],
          },
        ],
      },
    ]
  }
  return [
    {
      title: 'Subconjuntos',
      topics: [
        {
          title: 'Desbobinador',
          paragraphs: [
            'Desbobinador sin eje con empalme automático y control de tensión por rodillo bailarín.',
          ],
        },
        {
          title: m.decks > 0 ? 'Cuerpos de impresión' : 'Unidades de proceso',
          paragraphs: [
            'Cada unidad dispone de su propio servoaccionamiento, rasqueta de cámara y soporte de anilox o de cilindro.',
          ],
          drawing: ['Servoaccionamiento', 'Soporte'],
        },
        {
          title: 'Rebobinador',
          paragraphs: ['Rebobinador de torreta con tensión decreciente (taper) y corte automático.'],
        },
      ],
    },
  ]
}

export const es: ManualText = {
  words: { contents: 'Índice', page: 'Página', serialNumber: 'Número de serie', figure: 'Figura' },
  titles: {
    operational: 'Manual de operación',
    maintenance: 'Manual de mantenimiento',
    electrical: 'Instalación eléctrica',
    mechanical: 'Instalación mecánica',
    subassemblies: 'Subconjuntos',
  },
  chapters: (section, m) => {
    if (section === 'operational') return operational(m)
    if (section === 'maintenance') return maintenance(m)
    return installation(section, m)
  },
}
