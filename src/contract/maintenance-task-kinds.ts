/**
 * A maintenance task's type and machine condition (spec 001 §3). Apart from maintenance.ts, like
 * the frequencies, because the task list's URL parser needs the names and loads on every page.
 */
export const taskTypes = ['adjust', 'clean', 'grease', 'review', 'substitute'] as const
export const taskConditions = ['stopped', 'running', 'locked_out'] as const
