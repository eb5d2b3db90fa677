/** The simulated clock: starts at `origin` and runs `speed` times faster than real time. */
export function simulatedClock(origin: number, speed: number, real: () => number = Date.now) {
  const realOrigin = real()
  return () => origin + (real() - realOrigin) * speed
}

export const TICK_MS = 5_000

/** Runs tick() every few seconds, never two at once; returns a stop function that awaits the last one. */
export function runEvery(tick: () => Promise<void>, everyMs: number, log: (m: string) => void) {
  let running: Promise<void> | null = null
  let stopped = false
  const timer = setInterval(() => {
    if (running || stopped) return
    running = tick()
      .catch((err) => log(`simulator tick failed: ${(err as Error).stack ?? err}`))
      .finally(() => {
        running = null
      })
  }, everyMs)
  return async () => {
    stopped = true
    clearInterval(timer)
    await running
  }
}
