/** The plant-control view, kept on this device (spec 000 §2.3: "a stored view type, default grid"). */
export const viewTypes = ['grid', 'list'] as const
export type ViewType = (typeof viewTypes)[number]

export const VIEW_TYPE_KEY = 'plant-portal.plant-control.view'
export const DEFAULT_VIEW_TYPE: ViewType = 'grid'

/** A stored value from an older build or typed by hand falls back to the default. */
export function parseViewType(value: unknown): ViewType {
  return viewTypes.includes(value as ViewType) ? (value as ViewType) : DEFAULT_VIEW_TYPE
}
