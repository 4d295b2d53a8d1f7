/**
 * An expected failure of a command (wrong argument, bad file, unknown restaurant, refused order,
 * unreachable backend): main prints its message as one line on stderr and exits with `exitCode`.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** One line, whatever the message holds: scripts read stderr line by line. */
export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}
