/**
 * Runs each job in a task of its own (a timer each), so a row of small jobs started together
 * (reads, module loads) never holds the main thread as one long task, which a tap on a phone
 * would wait for (docs/PERFORMANCE.md). Returns what cancels the jobs not yet run.
 */
export function inOwnTasks(jobs: ReadonlyArray<() => void>) {
  const timers = jobs.map((job) => setTimeout(job, 0));
  return () => timers.forEach((timer) => clearTimeout(timer));
}
