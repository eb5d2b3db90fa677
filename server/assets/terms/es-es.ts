import type { TermsDocument } from './terms-document'

export const termsEs: TermsDocument = {
  title: 'Plant Portal — Condiciones del servicio',
  updated: 'Última actualización: 1 de noviembre de 2026',
  intro:
    'Estas condiciones regulan el uso de Plant Portal, el servicio en línea de supervisión de plantas de impresión y transformación, por parte de la empresa que lo contrata (el «Cliente») y de las personas que el Cliente autoriza (los «Usuarios»). Al aceptarlas en el portal, cada Usuario confirma que las ha leído y que las cumplirá.',
  sections: [
    {
      heading: '1. El servicio',
      paragraphs: [
        'Plant Portal muestra el estado en directo de las máquinas del Cliente, las órdenes de producción históricas, estadísticas, costes de trabajos, órdenes de mantenimiento y manuales de máquina. Se presta como software como servicio mediante una aplicación web que puede instalarse en ordenadores, tabletas y teléfonos.',
        'Podemos mejorar o cambiar funciones con el tiempo. Cuando un cambio elimine una función de la que dependa el Cliente, lo anunciaremos con al menos 30 días de antelación.',
      ],
    },
    {
      heading: '2. Cuentas y roles',
      paragraphs: [
        'Cada Usuario tiene una cuenta personal. Las credenciales no deben compartirse, y el Usuario debe avisar sin demora al administrador del Cliente si sospecha que otra persona las ha usado.',
        'El Cliente decide qué roles tiene cada Usuario (por ejemplo, análisis de producción, costes, mantenimiento o administración) y qué máquinas puede ver. Los Usuarios solo pueden usar las funciones que sus roles permiten.',
      ],
    },
    {
      heading: '3. Datos y privacidad',
      paragraphs: [
        'Los datos de producción, costes, documentos y registros de mantenimiento introducidos o recogidos a través del servicio pertenecen al Cliente. Los tratamos solo para prestar el servicio, siguiendo las instrucciones del Cliente y la normativa de protección de datos aplicable, incluido el Reglamento General de Protección de Datos (RGPD).',
        'De los Usuarios guardamos solo lo que el servicio necesita: nombre, dirección de correo, idioma y preferencias de la interfaz, y un registro de accesos y acciones por seguridad. No vendemos datos personales ni los usamos con fines publicitarios.',
      ],
    },
    {
      heading: '4. Disponibilidad y soporte',
      paragraphs: [
        'Nuestro objetivo es que el servicio esté disponible el 99,5 % de cada mes natural, sin contar las ventanas de mantenimiento anunciadas. La asistencia técnica está disponible desde la entrada de soporte (SAT) del menú de la aplicación.',
      ],
    },
    {
      heading: '5. Datos sin conexión en los dispositivos',
      paragraphs: [
        'Para seguir funcionando sin conexión, la aplicación guarda en el dispositivo los datos recientes, los cambios pendientes y los manuales guardados. Cualquier persona con acceso a un dispositivo desbloqueado puede ver esos datos, por lo que el Cliente es responsable de proteger sus dispositivos con un bloqueo de pantalla.',
        'Los cambios hechos sin conexión se envían cuando el dispositivo vuelve a conectarse. Al cerrar la sesión se borran del dispositivo los datos del Usuario; los cambios aún no enviados se conservan hasta que el mismo Usuario vuelva a iniciar sesión.',
      ],
    },
    {
      heading: '6. Responsabilidad',
      paragraphs: [
        'Las cifras del portal, como velocidades, eficiencias y costes, se calculan a partir de los datos que envían las máquinas y sirven de apoyo a las decisiones, no sustituyen las comprobaciones propias del Cliente. Las instrucciones de seguridad de las máquinas y de sus manuales prevalecen siempre.',
        'Salvo en casos de dolo o negligencia grave, nuestra responsabilidad total se limita a las cuotas pagadas por el Cliente en los doce meses anteriores al hecho que causó el daño.',
      ],
    },
    {
      heading: '7. Terminación',
      paragraphs: [
        'El Cliente puede dar por terminada la suscripción al final de cualquier periodo de facturación. Podemos suspender una cuenta que incumpla estas condiciones o ponga en riesgo la seguridad del servicio. Tras la terminación, el Cliente puede exportar sus datos durante 30 días; después se eliminan.',
      ],
    },
    {
      heading: '8. Contacto',
      paragraphs: [
        'Las preguntas sobre estas condiciones o sobre datos personales pueden enviarse desde la entrada de soporte del portal o a legal@plant-portal.example.',
      ],
    },
  ],
  page: 'Página',
}
