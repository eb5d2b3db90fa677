/**
 * Demo step-by-step PDFs of the maintenance tasks (pdfkit): the task and its facts, the safety
 * warnings its condition, risk and type call for (lock-out, stopped machine, running machine,
 * solvents, hot parts, dust), the tools, numbered steps written for the machine's line (flexo,
 * rotogravure, offset, laminating, slitting, digital), the checks before returning to service and
 * a sign-off block. English, in the standard Helvetica (no font file to parse: the seed stays fast),
 * set up by the documents toolkit (server/documents/pdf.ts).
 */
import { createPdf, numberPages } from '../../documents/pdf'

export type DemoLine = 'FLEXO' | 'ROTO' | 'OFFSET' | 'LAMINATING' | 'SLITTING' | 'DIGITAL'

export interface InstructionTask {
  name: string
  type: 'adjust' | 'clean' | 'grease' | 'review' | 'substitute'
  condition: 'stopped' | 'running' | 'locked_out'
  frequency: string
  risk: number
  duration: number
  reason: string
  provider: string | null
}

interface LineTerms {
  machine: string
  units: string
  inkParts: string
  filters: string
  unwinder: string
  sensors: string
}

const lines: Record<DemoLine, LineTerms> = {
  FLEXO: {
    machine: 'central-impression flexographic press',
    units: 'print decks',
    inkParts: 'doctor-blade chambers and ink trays',
    filters: 'inter-deck and tunnel dryer intake filters',
    unwinder: 'unwinder shaft and turret',
    sensors: 'infeed and outfeed load cells',
  },
  ROTO: {
    machine: 'rotogravure press',
    units: 'gravure units',
    inkParts: 'doctor blades and ink trays',
    filters: 'dryer hood intake filters',
    unwinder: 'unwinder shaft and splicer',
    sensors: 'load cells of the infeed and each dryer zone',
  },
  OFFSET: {
    machine: 'variable-sleeve offset press',
    units: 'printing units',
    inkParts: 'ink ducts, ductor rollers and wash-up blades',
    filters: 'curing-lamp cooling-air filters',
    unwinder: 'unwinder shaft and web guide',
    sensors: 'dancer position sensors',
  },
  LAMINATING: {
    machine: 'solventless laminator',
    units: 'coating unit',
    inkParts: 'metering rollers and adhesive trays',
    filters: 'mixer and control-cabinet ventilation filters',
    unwinder: 'primary and secondary unwinder shafts',
    sensors: 'load cells of both unwinders and the rewinder',
  },
  SLITTING: {
    machine: 'duplex slitter rewinder',
    units: 'knife stations',
    inkParts: 'knife holders, anvil rollers and trim-extraction trays',
    filters: 'trim-extraction fan and control-cabinet filters',
    unwinder: 'unwind stand shaft and brake',
    sensors: 'unwind and rewind load cells',
  },
  DIGITAL: {
    machine: 'inkjet digital press',
    units: 'printhead bars',
    inkParts: 'printhead wipers and ink catch trays',
    filters: 'IR dryer and pinning-lamp intake filters',
    unwinder: 'unwinder shaft and web guide',
    sensors: 'web tension sensors of the print zone',
  },
}

export const lineLabels: Record<DemoLine, string> = {
  FLEXO: 'Flexographic printing',
  ROTO: 'Rotogravure printing',
  OFFSET: 'Offset printing',
  LAMINATING: 'Laminating',
  SLITTING: 'Slitting and rewinding',
  DIGITAL: 'Digital printing',
}

interface Content {
  purpose: string
  tools: string[]
  steps: Array<[string, string]>
  checks: string[]
}

/** The content of each demo task on a line; null for a task the provider documents itself. */
export function instructionContent(task: InstructionTask, line: DemoLine): Content | null {
  const l = lines[line]
  switch (task.name) {
    case 'Clean doctor blades and ink trays':
      return {
        purpose: `Remove dried ink and debris from the ${l.inkParts} so the ${l.units} print clean, without streaks or hazing.`,
        tools: [
          'Approved cleaning solvent in a labelled safety can',
          'Lint-free rags and a closed metal rag bin',
          'Plastic scraper (never a metal tool on blades or rollers)',
          'Nitrile gloves, safety goggles',
        ],
        steps: [
          [
            'Stop the press',
            `Stop the ${l.machine} with the normal stop, then press the safety stop of the ${l.units} you work on.`,
          ],
          [
            'Drain the ink',
            'Pump the ink back to its bucket, close the supply valve and put a drip tray under the trays.',
          ],
          [
            'Remove the trays and blades',
            `Take out the ${l.inkParts}; put blades on the blade rack, edge away from you.`,
          ],
          [
            'Soak and wipe',
            'Wet a rag with solvent, wipe from the centre outwards; let stubborn ink soak two minutes, then scrape with the plastic scraper.',
          ],
          [
            'Inspect the blade edges',
            'Run a gloved finger along the edge: nicks, wear wider than 0.3 mm or a wavy edge mean the blade is replaced.',
          ],
          [
            'Refit',
            'Refit blades square to the holder, tighten from the centre outwards, set the blade angle to the job sheet.',
          ],
          ['Ventilate', 'Leave covers open five minutes so solvent vapour clears before restart.'],
        ],
        checks: [
          'No ink residue on trays or blade holders',
          'Blades seated and tight',
          'Rags in the closed bin, solvent can closed',
        ],
      }
    case 'Check emergency stops':
      return {
        purpose: `Prove that every emergency stop of the ${l.machine} stops it and that it cannot restart until the stop is reset.`,
        tools: ['Emergency-stop location plan of the machine', 'Test log sheet', 'Stopwatch'],
        steps: [
          [
            'Warn the crew',
            'Tell everyone at the machine that stops will be tested; no one works inside the guards.',
          ],
          ['Run at crawl speed', 'Start the machine at crawl (threading) speed with a web threaded.'],
          [
            'Press one stop',
            'Press one emergency stop; the machine must stop at once and the stop must latch down.',
          ],
          ['Time the stop', 'Note the stopping time; more than the time on the plan is a failed check.'],
          ['Try to restart', 'Try to start with the stop still pressed: nothing may move.'],
          [
            'Reset',
            'Reset the stop, then reset the safety relay at the operator panel; only then may the machine start.',
          ],
          [
            'Repeat for every stop',
            'Repeat for each emergency stop and pull-wire on the plan, one at a time.',
          ],
        ],
        checks: [
          'Every stop tested and recorded',
          'No stop slower than the plan',
          'A failed stop: machine locked out and the manager told at once',
        ],
      }
    case 'Inspect guards and light curtains':
      return {
        purpose: `Check that guards, interlocks and light curtains of the ${l.machine} are complete, fixed and working.`,
        tools: [
          'Light-curtain test rod (diameter on the curtain label)',
          'Torch',
          'Set of hex keys',
          'Padlock and tag',
        ],
        steps: [
          [
            'Lock out',
            'Isolate the machine at the main switch, fit your padlock and tag, release air pressure.',
          ],
          [
            'Look at every guard',
            'Walk around the machine: no missing screws, no cracked panels, no gaps wider than 8 mm.',
          ],
          [
            'Check the interlocks',
            'Open each interlocked guard: its switch must be undamaged and not taped or bridged.',
          ],
          ['Remove the lock-out', 'Remove your lock only when all tools are out and all guards are closed.'],
          ['Test each interlock', 'With the machine at crawl, open each guard: the machine must stop.'],
          [
            'Test the light curtains',
            'Pass the test rod slowly through each curtain at top, middle and bottom: the machine must stop every time.',
          ],
        ],
        checks: [
          'All guards fixed and closed',
          'All interlocks and curtains stop the machine',
          'Faults recorded and reported before restart',
        ],
      }
    case 'Grease unwinder bearings':
      return {
        purpose: `Grease the bearings of the ${l.unwinder} to keep them cool and quiet and give them their full life.`,
        tools: [
          'Grease gun with the lithium-complex grease on the lubrication chart',
          'Clean rags',
          'Contact thermometer',
          'Padlock and tag',
        ],
        steps: [
          [
            'Lock out',
            'Stop the machine, isolate it, fit your padlock and tag; let the shaft come to rest and the bearings cool.',
          ],
          [
            'Clean the nipples',
            'Wipe each grease nipple clean before connecting the gun: dirt pumped in wears bearings.',
          ],
          [
            'Grease by the chart',
            'Give each bearing the number of strokes on the lubrication chart; never more, overfilling heats the bearing.',
          ],
          ['Wipe the excess', 'Wipe away grease that comes out of the seals.'],
          ['Turn by hand', 'Turn the shaft by hand a few turns to spread the grease; listen for roughness.'],
          [
            'Run and measure',
            'Remove the lock-out, run ten minutes, then measure bearing temperature: above 70 °C, report it.',
          ],
        ],
        checks: ['Every nipple greased', 'No noise or roughness', 'Bearing temperature recorded'],
      }
    case 'Replace dryer filters':
      return {
        purpose: `Replace the ${l.filters} so the air flow stays within the drying specification.`,
        tools: [
          'New filters (part number on the filter frame)',
          'FFP2 mask, gloves',
          'Vacuum cleaner with a HEPA filter',
          'Waste bag',
          'Padlock and tag',
        ],
        steps: [
          [
            'Lock out',
            'Stop the machine and the fans, isolate them, fit your padlock and tag; wait for heaters to cool below 40 °C.',
          ],
          ['Open the filter housing', 'Open the housing doors; note the air-flow arrows on the old filters.'],
          [
            'Remove the old filters',
            'Lift them out without shaking, straight into the waste bag, and close the bag.',
          ],
          ['Clean the housing', 'Vacuum the housing and seals; do not blow with compressed air.'],
          [
            'Fit the new filters',
            'Fit the new filters with the arrows in the air-flow direction, seals all round.',
          ],
          [
            'Record and restart',
            'Write the date on the frame, close the doors, remove the lock-out and check the differential-pressure gauge reads in the green.',
          ],
        ],
        checks: [
          'Filters seated, arrows the right way',
          'Pressure gauge in the green zone',
          'Old filters bagged as industrial waste',
        ],
      }
    case 'Calibrate web tension sensors':
      return {
        purpose: `Calibrate the ${l.sensors} so the tension shown on the panel is the real tension of the web.`,
        tools: [
          'Calibration weight set with certificate',
          'Calibration strap',
          'Tension display on the operator panel',
        ],
        steps: [
          [
            'Thread the strap',
            'Thread the calibration strap over the measuring roller the same way as the web.',
          ],
          ['Zero', 'With the strap unloaded, run the zero calibration from the service menu.'],
          ['Load', 'Hang the certified weight on the strap; enter its value in newtons when the panel asks.'],
          [
            'Check at two loads',
            'Check at half and at the full weight: the reading must be within 2 % of the load.',
          ],
          ['Save', 'Save the calibration and note the values on the log sheet.'],
        ],
        checks: ['Reading within 2 % at both loads', 'Calibration saved and logged'],
      }
    default:
      return null
  }
}

/** The safety warnings for the task's condition, risk and type. */
export function safetyWarnings(task: InstructionTask): string[] {
  const out: string[] = []
  if (task.condition === 'locked_out') {
    out.push(
      'LOCK-OUT / TAG-OUT: switch off and lock the main isolator with your own padlock and tag, release stored energy (air pressure, web tension, hot parts), then try to start the machine to prove it is dead.',
    )
  }
  if (task.condition === 'stopped') {
    out.push(
      'Machine stopped: use the normal stop and the safety stop; never rely on the inch or jog button while your hands are in the machine.',
    )
  }
  if (task.condition === 'running') {
    out.push(
      'The machine runs during this task: guards stay closed, work from the operator side only, no loose clothing, jewellery or long hair near rollers and nips.',
    )
  }
  if (task.risk === 1 || task.risk === 2) {
    out.push(
      "People's safety task (risk 1-2): it may not be skipped or postponed more than once; a failed check means the machine does not run until it is repaired.",
    )
  }
  if (task.type === 'clean') {
    out.push(
      'Solvents: nitrile gloves and goggles, good ventilation, no sparks or flames; soaked rags go into the closed metal bin.',
    )
  }
  if (task.type === 'grease')
    out.push('Bearings and shafts can be hot: let them cool; use only the grease on the lubrication chart.')
  if (task.type === 'substitute')
    out.push('Dust: wear an FFP2 mask and gloves; bag used filters before carrying them away.')
  return out
}

const frequencyWords: Record<string, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
  custom: 'Every 90 days',
  none: 'One-off',
}
const riskWords = (risk: number) =>
  risk === 0 ? 'not classified' : risk <= 2 ? "people's safety" : risk <= 4 ? 'productivity' : 'machine life'
const conditionWords = { stopped: 'Machine stopped', running: 'Machine running', locked_out: 'Locked out' }

/** The step-by-step PDF of a task on a line, or null when the task has none. */
export function renderInstructions(task: InstructionTask, line: DemoLine): Promise<Buffer> | null {
  const content = instructionContent(task, line)
  if (!content) return null
  const { doc, finish } = createPdf({
    title: `${task.name} - step by step`,
    author: 'Demo plant maintenance',
    subject: lineLabels[line],
    margin: 50,
    fonts: 'standard',
  })
  const left = 50
  const width = doc.page.width - 100
  const section = (title: string) => {
    if (doc.y > doc.page.height - 160) doc.addPage()
    doc.moveDown(0.8).font('bold').fontSize(12).fillColor('#1c3d5a').text(title, left)
    doc.moveDown(0.3).fillColor('#000')
  }

  // The header band.
  doc.rect(0, 0, doc.page.width, 86).fill('#1c3d5a')
  doc.font('regular').fontSize(9).fillColor('#cfe0ef').text('STEP-BY-STEP MAINTENANCE INSTRUCTIONS', left, 22)
  doc.font('bold').fontSize(18).fillColor('#fff').text(task.name, left, 38, { width })
  doc.font('regular').fontSize(10).fillColor('#cfe0ef').text(lineLabels[line], left, 62)
  doc.fillColor('#000')
  doc.y = 104

  // The task's facts.
  const facts: Array<[string, string]> = [
    ['Type', task.type[0].toUpperCase() + task.type.slice(1)],
    ['Condition', conditionWords[task.condition]],
    ['Frequency', frequencyWords[task.frequency] ?? task.frequency],
    ['Risk level', `${task.risk} - ${riskWords(task.risk)}`],
    ['Planned time', `${task.duration} min`],
    ['Reason', task.reason],
  ]
  if (task.provider) facts.push(['Provider', task.provider])
  for (const [label, value] of facts) {
    const y = doc.y
    doc.font('bold').fontSize(9.5).text(label, left, y, { width: 110 })
    doc.font('regular').text(value, left + 115, y, { width: width - 115 })
    doc.y = Math.max(doc.y, y + 13)
  }
  doc
    .moveDown(0.5)
    .font('italic')
    .fontSize(9.5)
    .fillColor('#333')
    .text(content.purpose, left, doc.y, { width })
  doc.fillColor('#000')

  // Safety: the warnings beside a warning triangle, framed once their height is known.
  section('Safety')
  const top = doc.y
  doc.y = top + 8
  for (const w of safetyWarnings(task)) {
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor('#000')
      .text(w, left + 60, doc.y, { width: width - 70 })
    doc.y += 6
  }
  const boxHeight = Math.max(doc.y - top, 44)
  doc.rect(left, top, 6, boxHeight).fill('#f0b400')
  doc.rect(left, top, width, boxHeight).lineWidth(1.2).stroke('#f0b400')
  doc
    .polygon([left + 16, top + 36], [left + 32, top + 8], [left + 48, top + 36])
    .fillAndStroke('#f0b400', '#7a5a00')
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('#000')
    .text('!', left + 28.5, top + 15, { lineBreak: false })
  doc.x = left
  doc.y = top + boxHeight

  section('Tools and materials')
  doc
    .font('regular')
    .fontSize(9.5)
    .list(content.tools, left + 6, doc.y, { bulletRadius: 2, width: width - 10 })

  section('Steps')
  content.steps.forEach(([lead, text], i) => {
    if (doc.y > doc.page.height - 110) doc.addPage()
    const y = doc.y
    doc.circle(left + 9, y + 6, 9).fill('#1c3d5a')
    doc
      .font('bold')
      .fontSize(9)
      .fillColor('#fff')
      .text(String(i + 1), left, y + 2, { width: 18, align: 'center' })
    doc
      .fillColor('#000')
      .font('bold')
      .fontSize(10)
      .text(lead, left + 26, y, { width: width - 26 })
    doc
      .font('regular')
      .fontSize(9.5)
      .text(text, left + 26, doc.y + 1, { width: width - 26 })
    doc.y += 8
  })

  section('Before returning to service')
  doc.font('regular').fontSize(9.5)
  for (const check of content.checks) {
    const y = doc.y
    doc
      .rect(left + 2, y + 1, 8, 8)
      .lineWidth(0.8)
      .stroke('#333')
    doc.text(check, left + 18, y, { width: width - 18 })
    doc.y += 3
  }

  section('Sign-off')
  const fields = ['Done by', 'Date', 'Time taken (min)', 'Signature', 'Checked by (maintenance manager)']
  if (doc.y + fields.length * 24 > doc.page.height - 60) doc.addPage()
  for (const field of fields) {
    const y = doc.y + 8
    doc.font('regular').fontSize(9).fillColor('#333').text(field, left, y, { width: 190 })
    doc
      .moveTo(left + 195, y + 10)
      .lineTo(left + width, y + 10)
      .lineWidth(0.6)
      .stroke('#888')
    doc.y = y + 16
  }

  numberPages(doc, (page, count) => {
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#666')
      .text(
        `${task.name} - ${lineLabels[line]} - rev. 1 - page ${page} of ${count}`,
        left,
        doc.page.height - 36,
        {
          width,
          align: 'center',
          lineBreak: false,
        },
      )
  })
  return finish()
}
