/**
 * Ends the current task and resumes in a new one (issue 17: long tasks): what was done so far is drawn and a
 * tap is answered before the rest runs. A timer rather than a microtask, which would run in the same task.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
