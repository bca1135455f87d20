/** A background task that runs every `intervalMs` in an API process (reminders, housekeeping). */
export interface PeriodicTask {
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs`. A run still going when the next tick comes (a slow database)
 * makes that tick skip, so runs never pile up; a failed run is logged and the next tick tries
 * again. The timer never holds the process open; `stop()` waits for a run in progress.
 */
export function startPeriodic({
  intervalMs,
  run,
  log,
  name,
}: {
  intervalMs: number;
  run: () => Promise<void>;
  log: { error(object: object, message: string): void };
  name: string;
}): PeriodicTask {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .catch((error) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
