/**
 * The built-in operation-analytics dashboard: one self-contained HTML page (no script) per order
 * or roll with its speed and state timeline, what the portal embeds when no Grafana is configured.
 * The period is the order's, or the roll's; stops, power-offs and operators are clipped to it.
 */

import type { OrderHistogram, OrderProduction } from '../../../src/contract/order-detail'
import { axisTickStyle } from '../../../src/contract/time-axis'
import type { ReaderProfile } from '../../documents/reader'
import { readerFormat } from '../../documents/reader-format'
import { stopReasonText } from '../../documents/stop-reason-texts'
import { inLanguage, row, textsIn } from '../../documents/texts'

const texts = {
  title: row(
    "Anàlisi d'operació",
    'Operation analytics',
    'Análisis de operación',
    "Analyse d'opération",
    'Análise de operação',
    'Анализ работы',
  ),
  roll: row('Bobina', 'Roll', 'Bobina', 'Bobine', 'Bobina', 'Рулон'),
  speed: row('Velocitat', 'Speed', 'Velocidad', 'Vitesse', 'Velocidade', 'Скорость'),
  states: row('Estats', 'States', 'Estados', 'États', 'Estados', 'Состояния'),
  operators: row('Operaris', 'Operators', 'Operarios', 'Opérateurs', 'Operadores', 'Операторы'),
  stops: row('Aturades', 'Stops', 'Paradas', 'Arrêts', 'Paragens', 'Остановки'),
  clean: row('Net', 'Clean', 'Neto', 'Net', 'Líquido', 'Годное'),
  waste: row('Rebuig', 'Waste', 'Desperdicio', 'Déchet', 'Desperdício', 'Отходы'),
  duration: row('Durada', 'Duration', 'Duración', 'Durée', 'Duração', 'Длительность'),
  reason: row('Motiu', 'Reason', 'Motivo', 'Motif', 'Motivo', 'Причина'),
  started: row('Inici', 'Start', 'Inicio', 'Début', 'Início', 'Начало'),
  availability: row(
    'Disponibilitat',
    'Availability',
    'Disponibilidad',
    'Disponibilité',
    'Disponibilidade',
    'Доступность',
  ),
  production: row('Producció', 'Production', 'Producción', 'Production', 'Produção', 'Производство'),
  cleanSpeed: row(
    'Velocitat neta',
    'Clean speed',
    'Velocidad neta',
    'Vitesse nette',
    'Velocidade líquida',
    'Чистая скорость',
  ),
  maxReached: row(
    'Màxima assolida',
    'Maximum reached',
    'Máxima alcanzada',
    'Maximum atteint',
    'Máxima atingida',
    'Достигнутый максимум',
  ),
  noStops: row(
    'Cap aturada en aquest període.',
    'No stops in this period.',
    'Ninguna parada en este periodo.',
    'Aucun arrêt sur cette période.',
    'Nenhuma paragem neste período.',
    'Остановок за этот период нет.',
  ),
  mechanical: row(
    'Canvi mecànic',
    'Mechanical change',
    'Cambio mecánico',
    'Changement mécanique',
    'Mudança mecânica',
    'Механическая переналадка',
  ),
  adjustment: row('Ajust', 'Adjustment', 'Ajuste', 'Réglage', 'Ajuste', 'Приладка'),
  turning: row('Tiratge', 'Turning', 'Tirada', 'Tirage', 'Tiragem', 'Тираж'),
  powerOff: row('Apagada', 'Power off', 'Apagada', 'Éteinte', 'Desligada', 'Выключена'),
  expired: row(
    "La sessió d'anàlisi ha caducat. Torna-la a obrir des del portal.",
    'The analytics session has expired. Open it again from the portal.',
    'La sesión de análisis ha caducado. Vuelve a abrirla desde el portal.',
    "La session d'analyse a expiré. Rouvrez-la depuis le portail.",
    'A sessão de análise expirou. Abra-a de novo a partir do portal.',
    'Сеанс анализа истёк. Откройте его снова из портала.',
  ),
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

const stateColour: Record<number, string> = { 1: '#e03131', 2: '#f0b400', 3: '#2f9e44' }

/** The reader's language, units, separators and plant time zone, and what to show. */
export interface DashboardView extends ReaderProfile {
  record: OrderProduction
  histogram: OrderHistogram
  roll: number | null
  theme: 'dark' | 'light'
}

function styles(theme: 'dark' | 'light') {
  const dark = theme === 'dark'
  return `
  :root { color-scheme: ${theme}; --bg: ${dark ? '#1a1b1e' : '#ffffff'}; --panel: ${dark ? '#25262b' : '#f5f6f8'};
    --text: ${dark ? '#e9ecef' : '#1a1b1e'}; --dim: ${dark ? '#a6a7ab' : '#5c5f66'}; --line: ${dark ? '#373a40' : '#dee2e6'}; }
  * { box-sizing: border-box; } body { margin: 0; padding: 12px; background: var(--bg); color: var(--text);
    font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  h1 { font-size: 18px; margin: 0 0 2px; } .sub { color: var(--dim); margin: 0 0 12px; }
  .tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 8px; margin-bottom: 12px; }
  .tile { background: var(--panel); border-radius: 8px; padding: 8px 10px; } .tile b { display: block; font-size: 18px; }
  .tile span { color: var(--dim); font-size: 12px; } section { background: var(--panel); border-radius: 8px; padding: 10px; margin-bottom: 12px; }
  h2 { font-size: 14px; margin: 0 0 6px; } svg { width: 100%; height: auto; display: block; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; } td, th { text-align: left; padding: 3px 6px; border-bottom: 1px solid var(--line); }
  th { color: var(--dim); font-weight: 600; } .dot { display: inline-block; width: 9px; height: 9px; border-radius: 50%; margin-right: 6px; }
  .legend { display: flex; flex-wrap: wrap; gap: 12px; color: var(--dim); font-size: 12px; margin-top: 4px; }`
}

export function renderDashboard(view: DashboardView): string {
  const { record, histogram, roll, language } = view
  const t = textsIn(texts, language)
  const f = readerFormat(view)
  /** At most one decimal, trailing zeros dropped. */
  const num = (v: number) => f.num(v, 1, true)
  const length = (m: number) => f.length(m, 1, true)
  const speedValue = f.speedValue
  const speed = (v: number) => f.speed(v, 1, true)
  const at = (ms: number) => f.instant(ms)
  const duration = (s: number) => f.duration(s)

  const theRoll = roll === null ? null : (histogram.rolls.find((r) => r.number === roll) ?? null)
  const from = theRoll?.start ?? histogram.dataInit
  const to = Math.max(theRoll?.end ?? histogram.dataFi, from + 60_000)
  const inWindow = (p: { start: number; end: number }) => p.end >= from && p.start <= to

  // The chart: 1000 x 300 user units; speed above, three state lanes and the operators below.
  const W = 1000
  const top = Math.max(1, speedValue(histogram.maxSpeed) * 1.05)
  const x = (ms: number) => ((Math.min(Math.max(ms, from), to) - from) / (to - from)) * W
  const y = (v: number) => 200 - (Math.min(speedValue(v), top) / top) * 190
  const points = histogram.speeds.filter(([ms]) => ms >= from && ms <= to)
  const path = points.map(([ms, v], i) => `${i ? 'L' : 'M'}${x(ms).toFixed(1)},${y(v).toFixed(1)}`).join('')
  const bands = [
    ...histogram.inactivities
      .filter(inWindow)
      .map((i) => ({ ...i, colour: stateColour[i.state] ?? '#868e96', opacity: 0.25 })),
    ...histogram.powerOffs.filter(inWindow).map((p) => ({ ...p, colour: '#495057', opacity: 0.4 })),
  ]
  const lanes = (['CM', 'AA', 'EG'] as const).map((key, lane) =>
    histogram.states[key]
      .filter(inWindow)
      .map(
        (s) =>
          `<rect x="${x(s.start).toFixed(1)}" y="${212 + lane * 16}" width="${Math.max(1, x(s.end) - x(s.start)).toFixed(1)}" height="12" fill="${stateColour[lane + 1]}"/>`,
      )
      .join(''),
  )
  const operators = histogram.operators
    .filter(inWindow)
    .map(
      (o, i) =>
        `<rect x="${x(o.start).toFixed(1)}" y="262" width="${Math.max(1, x(o.end) - x(o.start)).toFixed(1)}" height="16" fill="${i % 2 ? '#1c7ed6' : '#4dabf7'}"><title>${escapeHtml(o.name)}</title></rect>` +
        `<text x="${(x(o.start) + 4).toFixed(1)}" y="274" font-size="11" fill="#fff">${escapeHtml(o.name)}</text>`,
    )
    .join('')
  const tickStyle = axisTickStyle(to - from)
  const ticks = Array.from({ length: 7 }, (_, k) => from + ((to - from) / 6) * k)
    .map(
      (ms, k, all) =>
        // The end ticks lean inwards: centred on the chart's edges, half of "10:27" was cut off.
        `<text x="${x(ms).toFixed(1)}" y="296" font-size="11" fill="currentColor" text-anchor="${k === 0 ? 'start' : k === all.length - 1 ? 'end' : 'middle'}">${f.tick(ms, tickStyle)}</text>`,
    )
    .join('')
  const chart = `<svg viewBox="-8 0 ${W + 16} 300" role="img" aria-label="${escapeHtml(t('speed'))}" style="color: var(--dim)">
    ${bands.map((b) => `<rect x="${x(b.start).toFixed(1)}" y="10" width="${Math.max(1, x(b.end) - x(b.start)).toFixed(1)}" height="190" fill="${b.colour}" fill-opacity="${b.opacity}"/>`).join('')}
    <line x1="0" x2="${W}" y1="${y(histogram.maxSpeed / 1.05).toFixed(1)}" y2="${y(histogram.maxSpeed / 1.05).toFixed(1)}" stroke="#e03131" stroke-dasharray="6 4"/>
    <line x1="0" x2="${W}" y1="200" y2="200" stroke="var(--line)"/>
    <path d="${path}" fill="none" stroke="#339af0" stroke-width="1.5"/>
    ${lanes.join('')}${operators}${ticks}</svg>`

  const stops = record.inactivities.filter((i) =>
    inWindow({ start: Date.parse(i.dateStart), end: i.dateFinish ? Date.parse(i.dateFinish) : to }),
  )
  const stateNames: Record<number, string> = { 1: t('mechanical'), 2: t('adjustment'), 3: t('turning') }
  const rollRecord = roll === null ? null : record.rolls.find((r) => r.number === roll)
  const tiles = rollRecord
    ? [
        [t('clean'), length(rollRecord.cleanMeter)],
        [t('waste'), length(rollRecord.wasteMeter)],
        [t('duration'), duration(rollRecord.duration)],
        [t('stops'), String(stops.length)],
      ]
    : [
        [t('availability'), `${num(record.chart.availability.availability ?? 0)} %`],
        [t('production'), `${num(record.chart.production.production ?? 0)} %`],
        [t('cleanSpeed'), speed(record.chart.speed.averageSpeed)],
        [t('maxReached'), speed(record.chart.speed.maxSpeedReached)],
      ]
  const title = `${t('title')} · ${record.order.reference}${roll === null ? '' : ` · ${t('roll')} ${roll}`}`
  return `<!doctype html>
<html lang="${escapeHtml(language.replace('_', '-'))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${styles(view.theme)}</style></head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="sub">${escapeHtml(record.machine.name)} · ${at(from)} – ${at(to)}</p>
<div class="tiles">${tiles.map(([label, value]) => `<div class="tile"><span>${escapeHtml(label)}</span><b>${escapeHtml(value)}</b></div>`).join('')}</div>
<section><h2>${escapeHtml(t('speed'))} · ${escapeHtml(t('states'))} · ${escapeHtml(t('operators'))}</h2>${chart}
<div class="legend">${[1, 2, 3].map((s) => `<span><i class="dot" style="background:${stateColour[s]}"></i>${escapeHtml(stateNames[s])}</span>`).join('')}<span><i class="dot" style="background:#495057"></i>${escapeHtml(t('powerOff'))}</span></div></section>
<section><h2>${escapeHtml(t('stops'))}</h2>${
    stops.length === 0
      ? `<p class="sub">${escapeHtml(t('noStops'))}</p>`
      : `<table><thead><tr><th>${escapeHtml(t('reason'))}</th><th>${escapeHtml(t('duration'))}</th><th>${escapeHtml(t('started'))}</th></tr></thead><tbody>${stops
          .map(
            (i) =>
              `<tr><td><i class="dot" style="background:${stateColour[i.state] ?? '#868e96'}"></i>${escapeHtml(stopReasonText(language, i.reasonCode, i.description))}</td><td>${duration(i.duration)}</td><td>${at(Date.parse(i.dateStart))}</td></tr>`,
          )
          .join('')}</tbody></table>`
  }</section>
</body></html>`
}

/** The page a dashboard address shows without a valid ticket or session. */
export function renderExpired(language: string, theme: 'dark' | 'light'): string {
  const message = inLanguage(texts.expired, language)
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(inLanguage(texts.title, language))}</title>
<style>${styles(theme)}</style></head><body><p class="sub">${escapeHtml(message)}</p></body></html>`
}
