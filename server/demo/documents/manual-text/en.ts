/**
 * English text of the demo manuals. The operation manual grows with the machine: one page per
 * printing deck, so an eight-colour press has a manual of several dozen pages.
 */
import type { Chapter, MachineFacts, ManualText, Topic } from './types'

function deckTopics(m: MachineFacts): Topic[] {
  const topics: Topic[] = []
  for (let deck = 1; deck <= m.decks; deck++) {
    topics.push({
      title: `Deck ${deck}`,
      paragraphs: [
        `Deck ${deck} carries its own servo drive, plate cylinder or sleeve, anilox roll and chambered doctor blade. Before mounting, check that the deck ${deck} sleeve matches the repeat of the job and that its air cushion holds pressure.`,
        `Impression setting of deck ${deck}: bring the plate to kiss contact against the central drum, then add pressure in steps of 0.01 mm until the solid areas print without halo. Repeat on the anilox side. Write the final values on the job sheet so the next run of the job starts from them.`,
        `If deck ${deck} shows ghosting or a bounce pattern, reduce speed by 20 %, check the gear marks and clean the anilox. A worn doctor blade on deck ${deck} leaves streaks in the running direction: replace it as described in the maintenance manual.`,
      ],
      drawing: ['Plate cylinder', 'Anilox', `Doctor chamber ${deck}`],
    })
  }
  return topics
}

function operational(m: MachineFacts): Chapter[] {
  return [
    {
      title: 'Safety instructions',
      topics: [
        {
          title: 'General rules',
          paragraphs: [
            `Only trained operators may run the ${m.name}. Read this manual before the first start and keep it at the machine. Never bypass a guard, an interlock or a light curtain.`,
            'Keep guards closed while the web is moving. Loose clothing, jewellery and long hair must be secured. Do not reach into nips, even at crawl speed.',
          ],
        },
        {
          title: 'Emergency stops',
          paragraphs: [
            'Emergency stop buttons are at the unwinder, at every operator side station, at the dryer and at the rewinder. Pressing one stops all drives with a controlled ramp and removes impression.',
            'Reset an emergency stop only after the cause has been cleared: pull the button, acknowledge the alarm on the main panel and restart from the state keys.',
          ],
          drawing: ['Unwinder stop', 'Side station', 'Rewinder stop'],
        },
        {
          title: 'Personal protective equipment',
          paragraphs: [
            'Wear safety shoes, gloves resistant to solvents when handling inks and washes, and eye protection when cleaning aniloxes with pressurised liquid.',
            'Hearing protection is required at line speeds above 250 m/min near the dryer fans.',
          ],
        },
      ],
    },
    {
      title: 'Machine overview',
      topics: [
        {
          title: 'Web path',
          paragraphs: [
            `The ${m.model} carries the web from the unwinder through the infeed, ${m.decks > 0 ? `${m.decks} printing decks,` : 'the process units,'} the dryer and the outfeed to the rewinder. Maximum line speed is ${m.maxSpeed} m/min.`,
            'Web tension is measured by load cells at the infeed and outfeed; the dancers at the unwinder and rewinder absorb diameter changes.',
          ],
          drawing: ['Unwinder', 'Infeed', 'Process units', 'Dryer', 'Rewinder'],
        },
        {
          title: 'Unwinder and splicer',
          paragraphs: [
            'The shaftless unwinder takes reels up to 1000 mm diameter. The automatic splicer joins a new reel at reduced speed; prepare the splice tape in the pattern printed on the splicer arm.',
          ],
        },
        {
          title: 'Dryer',
          paragraphs: [
            'The inter-deck and tunnel dryers blow hot air through nozzles. Temperature and air flow are set per job; the burner state and the exhaust flow are shown on the dryer page of the panel.',
          ],
        },
      ],
    },
    {
      title: 'Control panel',
      topics: [
        {
          title: 'Main screen',
          paragraphs: [
            'The main screen shows line speed, web tension, the active order and the state of each unit. Touch a unit to open its detail page with set points and alarms.',
          ],
        },
        {
          title: 'State keys',
          paragraphs: [
            'Production, adjustment and mechanical change are selected with the state keys. Every change is recorded and sent to the plant portal, where it appears in the order detail and in production analytics.',
            'Select mechanical change while mounting sleeves or changing formats, adjustment while setting register and colour, and production once the printed result is approved.',
          ],
        },
        {
          title: 'Alarms',
          paragraphs: [
            'Alarms are listed with the newest first. Red alarms stop the machine; amber alarms warn and allow production to continue. The alarm code is the key to the troubleshooting chapter.',
          ],
        },
      ],
    },
    {
      title: 'Job set-up',
      topics: [
        {
          title: 'Loading the job',
          paragraphs: [
            'Load the job from the order list of the panel. Check the material width, the reel diameter and the core size against the job sheet before threading the web.',
          ],
        },
        {
          title: 'Inks and viscosity',
          paragraphs: [
            'Fill the ink pumps in deck order. Measure viscosity with the cup before the start and every hour; water-based inks drift faster than solvent inks at high temperature.',
          ],
        },
        {
          title: 'Register presetting',
          paragraphs: [
            'Register presetting moves every deck to the position stored with the job, so the first metres are close to register. Confirm the preset before starting the adjustment phase.',
          ],
        },
      ],
    },
    ...(m.decks > 0 ? [{ title: 'Printing decks', topics: deckTopics(m) }] : []),
    {
      title: 'Running production',
      topics: [
        {
          title: 'Speed ramp',
          paragraphs: [
            'Ramp up speed in steps, watching register and tension at each step. Record start-up waste apart from clean metres; the portal shows both in the order detail.',
          ],
        },
        {
          title: 'Splicing at speed',
          paragraphs: [
            'Splice new reels with the automatic splicer at reduced speed. After the splice, check that the tension returns to its set point within ten seconds.',
          ],
        },
        {
          title: 'Quality checks',
          paragraphs: [
            'Compare the print with the approved proof at every reel change. Measure colour with the spectrophotometer on the control strip and correct through the ink density, not the impression.',
          ],
        },
      ],
    },
    {
      title: 'Cleaning and end of order',
      topics: [
        {
          title: 'Wash-up',
          paragraphs: [
            'Start the automatic wash-up from the panel. The pumps return the ink to the containers, then circulate wash solution through the chambers and the anilox rolls.',
          ],
        },
        {
          title: 'End of order',
          paragraphs: [
            'Finish the last roll, print the production report, clean the inking system according to the maintenance plan and leave the machine in a safe state with impression off.',
          ],
        },
      ],
    },
    {
      title: 'Troubleshooting',
      topics: [
        {
          title: 'Web breaks',
          paragraphs: [
            'Check the tension set points and the splice pattern. A web break at the rewinder is often caused by a wrong taper tension for the material.',
          ],
        },
        {
          title: 'Register drift',
          paragraphs: [
            'Check plate mounting, sleeve wear and the register marks. Drift that grows with speed points to a slipping sleeve or low air pressure on the mandrel.',
          ],
        },
        {
          title: 'Drying faults',
          paragraphs: [
            'Blocking or smearing at the rewinder means the ink is not dry: check the dryer temperature, the air flow and the burner status before lowering speed.',
          ],
        },
      ],
    },
  ]
}

function maintenance(m: MachineFacts): Chapter[] {
  return [
    {
      title: 'Maintenance plan',
      topics: [
        {
          title: 'Intervals',
          paragraphs: [
            'Daily: clean doctor blades and ink trays. Weekly: check belt tension and grease the unwinder bearings. Monthly: inspect the dryer filters. Yearly: full inspection by the manufacturer service.',
            `The maintenance assistant of the portal holds these tasks for the ${m.name} with their frequency and risk level.`,
          ],
        },
        {
          title: 'Lockout procedure',
          paragraphs: [
            'Before any intervention switch off the main isolator, lock it with a personal padlock and verify zero energy on pneumatic and electrical circuits.',
          ],
          drawing: ['Main isolator', 'Padlock', 'Air valve'],
        },
      ],
    },
    {
      title: 'Lubrication',
      topics: [
        {
          title: 'Lubrication chart',
          paragraphs: [
            'Use the grease specified on the lubrication chart. Over-greasing bearings raises their temperature; apply the given number of strokes only.',
          ],
        },
        {
          title: 'Gearboxes',
          paragraphs: [
            'Check the oil level of every gearbox monthly; change the oil after 10 000 hours of operation.',
          ],
        },
      ],
    },
    {
      title: 'Wear parts',
      topics: [
        {
          title: 'Doctor blade replacement',
          paragraphs: [
            'Release the chamber, remove the worn blade with gloves, fit the new blade with the bevel towards the anilox and set the pressure to the value on the plate.',
          ],
          drawing: ['Chamber', 'Blade', 'Anilox'],
        },
        {
          title: 'Seals and end plates',
          paragraphs: [
            'Replace the chamber end seals when ink leaks at the roll ends. Worn seals also let air into the chamber and cause foaming.',
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
        title: 'Power supply',
        topics: [
          {
            title: 'Mains connection',
            paragraphs: [
              'Three-phase 400 V 50 Hz with neutral and earth. Protect the line with the rated breaker given in the specifications table.',
            ],
          },
          {
            title: 'Cabinet layout',
            paragraphs: [
              'The main cabinet holds the drives, the PLC, the safety relay and the gateway that sends machine data to the plant portal.',
            ],
            drawing: ['Drives', 'PLC', 'Safety relay', 'Gateway'],
          },
        ],
      },
      {
        title: 'Earthing',
        topics: [
          {
            title: 'Bonding',
            paragraphs: [
              'Bond every frame section to the earth bar. Measure loop impedance after installation and record it.',
            ],
          },
        ],
      },
    ]
  }
  if (kind === 'mechanical') {
    return [
      {
        title: 'Installation',
        topics: [
          {
            title: 'Foundation',
            paragraphs: [
              'Level the machine on the foundation to 0.05 mm/m. Anchor the frames with the supplied bolts after alignment.',
            ],
          },
          {
            title: 'Alignment',
            paragraphs: [
              'Align the rollers with the laser tool; parallelism errors cause web wandering and wrinkles.',
            ],
            drawing: ['Laser', 'Roller', 'Target'],
          },
          {
            title: 'Pneumatics',
            paragraphs: [
              'Supply dry compressed air at 6 bar. Fit the filter-regulator before the main valve block.',
            ],
          },
        ],
      },
    ]
  }
  return [
    {
      title: 'Subassemblies',
      topics: [
        {
          title: 'Unwinder',
          paragraphs: ['Shaftless unwinder with automatic splice and dancer tension control.'],
        },
        {
          title: m.decks > 0 ? 'Printing decks' : 'Process units',
          paragraphs: [
            'Each unit has its own servo drive, chambered doctor blade and anilox or cylinder holder.',
          ],
          drawing: ['Servo drive', 'Holder'],
        },
        { title: 'Rewinder', paragraphs: ['Turret rewinder with taper tension and automatic cut-off.'] },
      ],
    },
  ]
}

export const en: ManualText = {
  words: { contents: 'Contents', page: 'Page', serialNumber: 'Serial number', figure: 'Figure' },
  titles: {
    operational: 'Operation manual',
    maintenance: 'Maintenance manual',
    electrical: 'Electrical installation',
    mechanical: 'Mechanical installation',
    subassemblies: 'Subassemblies',
  },
  chapters: (section, m) => {
    if (section === 'operational') return operational(m)
    if (section === 'maintenance') return maintenance(m)
    return installation(section, m)
  },
}
