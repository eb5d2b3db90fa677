import type { OrderHistogram } from '@/contract/order-detail'
import type { TimeScale } from '../model/time-scale'
import { colourOfState, powerOffColour, stateColour } from './state-colours'

const LANE_Y = { CM: 232, AA: 245, EG: 258 } as const
const STATE_CODE = { CM: 1, AA: 2, EG: 3 } as const

type View = { from: number; to: number }
const inView = (view: View) => (p: { start: number; end: number }) => p.end >= view.from && p.start <= view.to

/**
 * The periods behind the speed line: inactivities and power-offs as bands coloured by code,
 * maintenance tasks (type 1 a point, type 2 an area), and the end of each roll.
 */
export function PeriodLayers({
  histogram,
  x,
  view,
  plot,
  show,
}: {
  histogram: OrderHistogram
  x: TimeScale
  view: View
  plot: { top: number; bottom: number }
  show: { inactivities: boolean; powerOffs: boolean; tasks: boolean; rolls: boolean }
}) {
  const visible = inView(view)
  const band = (key: string, start: number, end: number, fill: string, opacity: number) => (
    <rect
      key={key}
      x={x(Math.max(start, view.from))}
      y={plot.top}
      width={Math.max(1, x(Math.min(end, view.to)) - x(Math.max(start, view.from)))}
      height={plot.bottom - plot.top}
      fill={fill}
      fillOpacity={opacity}
    />
  )
  return (
    <>
      {show.inactivities
        ? histogram.inactivities
            .filter(visible)
            .map((i) =>
              band(`i${i.start}`, i.start, Math.max(i.end, i.start + 30_000), colourOfState(i.state), 0.22),
            )
        : null}
      {show.powerOffs
        ? histogram.powerOffs
            .filter(visible)
            .map((p) => band(`p${p.start}`, p.start, p.end, powerOffColour, 0.35))
        : null}
      {show.tasks
        ? histogram.tasks.filter(visible).map((task) =>
            task.type === 2 ? (
              band(`t${task.start}`, task.start, task.end, 'var(--mantine-color-orange-4)', 0.2)
            ) : (
              <circle
                key={`t${task.start}`}
                cx={x(task.start)}
                cy={plot.top + 14}
                r={5}
                fill="var(--mantine-color-orange-6)"
              >
                <title>{task.name}</title>
              </circle>
            ),
          )
        : null}
      {show.rolls
        ? histogram.rolls
            .filter(visible)
            .map((r) => (
              <line
                key={`r${r.number}`}
                x1={x(r.end)}
                x2={x(r.end)}
                y1={plot.top}
                y2={plot.bottom}
                stroke="var(--mantine-color-blue-4)"
                strokeDasharray="2 4"
              />
            ))
        : null}
    </>
  )
}

/** The CM/AA/EG state series in three lanes under the plot: each period a line with a marker at its end. */
export function StateLanes({
  states,
  x,
  view,
}: {
  states: OrderHistogram['states']
  x: TimeScale
  view: View
}) {
  const visible = inView(view)
  return (
    <>
      {(['CM', 'AA', 'EG'] as const).flatMap((key) =>
        states[key].filter(visible).map((s) => (
          <g
            key={`${key}${s.start}`}
            stroke={stateColour[STATE_CODE[key]]}
            fill={stateColour[STATE_CODE[key]]}
          >
            <line
              x1={x(Math.max(s.start, view.from))}
              x2={x(Math.min(s.end, view.to))}
              y1={LANE_Y[key]}
              y2={LANE_Y[key]}
              strokeWidth={4}
            />
            {s.end <= view.to ? <circle cx={x(s.end)} cy={LANE_Y[key]} r={3.5} stroke="none" /> : null}
          </g>
        )),
      )}
    </>
  )
}
