import type { App } from '../../app'
import type { AppContext } from '../../context'

/** Placeholder until the simulator lands: the demo plant does not move yet. */
export async function startInProcessSimulator(
  _app: App,
  _ctx: AppContext,
): Promise<(() => Promise<void>) | null> {
  return null
}
