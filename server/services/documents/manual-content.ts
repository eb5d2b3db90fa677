/**
 * The text of the generated demo manuals: chapter titles and paragraphs per section, in English and
 * Spanish (the operational and maintenance manuals exist in both; the others in English).
 */
import type { DocumentSection } from '../../../src/contract/documents'

export type ManualLanguage = 'en_EN' | 'es_ES'

interface Chapter {
  title: string
  body: string
}

const en: Record<DocumentSection, { title: string; chapters: Chapter[] }> = {
  operational: {
    title: 'Operation manual',
    chapters: [
      {
        title: 'Safety instructions',
        body: 'Only trained operators may run the machine. Keep guards closed while the web is moving. Use the emergency stops at the unwinder, the printing units and the rewinder; reset them only after the cause is cleared.',
      },
      {
        title: 'Control panel',
        body: 'The main panel shows line speed, web tension and the state of each unit. Production, adjustment and mechanical change are selected from the state keys; every change is recorded for production analytics.',
      },
      {
        title: 'Job set-up',
        body: 'Load the job from the order list, check material width and reel diameter, mount plates or cylinders in deck order and confirm the inkwell configuration before starting the adjustment phase.',
      },
      {
        title: 'Running production',
        body: 'Ramp up speed in steps, watching register and tension. Record waste at start-up separately from clean meters. Splice new reels with the automatic splicer at reduced speed.',
      },
      {
        title: 'End of order',
        body: 'Finish the last roll, print the production report, clean the inking system according to the maintenance plan and leave the machine in a safe state.',
      },
    ],
  },
  maintenance: {
    title: 'Maintenance manual',
    chapters: [
      {
        title: 'Maintenance plan',
        body: 'Daily: clean doctor blades and ink trays. Weekly: check belt tension and grease the unwinder bearings. Monthly: inspect the drying unit filters. Yearly: full inspection by the manufacturer service.',
      },
      {
        title: 'Lockout procedure',
        body: 'Before any intervention switch off the main isolator, lock it with a personal padlock and verify zero energy on pneumatic and electrical circuits.',
      },
      {
        title: 'Lubrication',
        body: 'Use the grease specified on the lubrication chart. Over-greasing bearings raises their temperature; apply the given number of strokes only.',
      },
      {
        title: 'Doctor blade replacement',
        body: 'Release the chamber, remove the worn blade with gloves, fit the new blade with the bevel towards the anilox and set the pressure to the value on the plate.',
      },
      {
        title: 'Troubleshooting',
        body: 'Web breaks: check tension set points and splices. Register drift: check plate mounting and sleeve wear. Drying faults: check airflow and burner status.',
      },
    ],
  },
  electrical: {
    title: 'Electrical installation',
    chapters: [
      {
        title: 'Power supply',
        body: 'Three-phase 400 V 50 Hz with neutral and earth. Protect the line with the rated breaker given in the specifications table.',
      },
      {
        title: 'Cabinet layout',
        body: 'The main cabinet holds the drives, the PLC, the safety relay and the gateway that sends machine data to the plant portal.',
      },
      {
        title: 'Earthing',
        body: 'Bond every frame section to the earth bar. Measure loop impedance after installation and record it.',
      },
    ],
  },
  mechanical: {
    title: 'Mechanical installation',
    chapters: [
      {
        title: 'Foundation',
        body: 'Level the machine on the foundation to 0.05 mm/m. Anchor the frames with the supplied bolts after alignment.',
      },
      {
        title: 'Alignment',
        body: 'Align the rollers with the laser tool; parallelism errors cause web wandering and wrinkles.',
      },
      {
        title: 'Pneumatics',
        body: 'Supply dry compressed air at 6 bar. Fit the filter-regulator before the main valve block.',
      },
    ],
  },
  subassemblies: {
    title: 'Subassemblies',
    chapters: [
      { title: 'Unwinder', body: 'Shaftless unwinder with automatic splice and dancer tension control.' },
      {
        title: 'Printing units',
        body: 'Each deck has its own servo drive, chambered doctor blade and anilox or cylinder holder.',
      },
      { title: 'Rewinder', body: 'Turret rewinder with taper tension and automatic cut-off.' },
    ],
  },
}

const es: Partial<Record<DocumentSection, { title: string; chapters: Chapter[] }>> = {
  operational: {
    title: 'Manual de operación',
    chapters: [
      {
        title: 'Instrucciones de seguridad',
        body: 'Solo operarios formados pueden manejar la máquina. Mantenga las protecciones cerradas con la banda en movimiento. Use las paradas de emergencia del desbobinador, los grupos impresores y el rebobinador.',
      },
      {
        title: 'Panel de control',
        body: 'El panel principal muestra la velocidad de línea, la tensión de banda y el estado de cada grupo. Producción, ajuste y cambio mecánico se seleccionan con las teclas de estado.',
      },
      {
        title: 'Preparación del trabajo',
        body: 'Cargue el trabajo desde la lista de órdenes, compruebe el ancho del material y el diámetro de bobina, monte clichés o cilindros en orden y confirme la configuración de tinteros.',
      },
      {
        title: 'Producción',
        body: 'Suba la velocidad por pasos vigilando registro y tensión. Registre la merma de arranque aparte de los metros buenos. Empalme bobinas nuevas a velocidad reducida.',
      },
      {
        title: 'Fin de orden',
        body: 'Termine la última bobina, imprima el informe de producción, limpie el sistema de entintado y deje la máquina en estado seguro.',
      },
    ],
  },
  maintenance: {
    title: 'Manual de mantenimiento',
    chapters: [
      {
        title: 'Plan de mantenimiento',
        body: 'Diario: limpiar rasquetas y bandejas de tinta. Semanal: comprobar la tensión de correas y engrasar rodamientos. Mensual: revisar los filtros del secado. Anual: inspección completa del servicio técnico.',
      },
      {
        title: 'Consignación',
        body: 'Antes de intervenir, desconecte el seccionador principal, bloquéelo con candado personal y verifique la ausencia de energía.',
      },
      {
        title: 'Lubricación',
        body: 'Use la grasa indicada en la tabla de lubricación y solo el número de emboladas indicado.',
      },
      {
        title: 'Cambio de rasqueta',
        body: 'Libere la cámara, retire la rasqueta gastada con guantes, coloque la nueva con el bisel hacia el anilox y ajuste la presión.',
      },
      {
        title: 'Averías',
        body: 'Roturas de banda: revise tensiones y empalmes. Deriva de registro: revise el montaje de clichés. Fallos de secado: revise el caudal de aire.',
      },
    ],
  },
}

export function manualContent(section: DocumentSection, language: ManualLanguage) {
  return (language === 'es_ES' ? es[section] : undefined) ?? en[section]
}

export function manualLanguages(section: DocumentSection): ManualLanguage[] {
  return es[section] ? ['en_EN', 'es_ES'] : ['en_EN']
}
