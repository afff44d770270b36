interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so that the browser can paint and handle input in between. The wizard
 * starts in steps that each take tens of milliseconds on a slow phone (building the statecharts,
 * starting them on the current route, the first render); one task for all of them blocks the page.
 * `scheduler.yield` where the browser has it (it keeps the task's priority), else a timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
