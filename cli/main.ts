import { CommanderError } from 'commander';
import { CliError, oneLine } from './cli-error';
import type { CliIo } from './cli-io';
import { printableIo, processIo } from './cli-io';
import { buildProgram } from './program';

/** Exit code of a bug (sysexits EX_SOFTWARE), told apart from the expected failures (1). */
const UNEXPECTED_FAILURE = 70;
/** Exit code when the output cannot be written (sysexits EX_IOERR): a full disk, a broken terminal. */
const OUTPUT_FAILURE = 74;

/** Runs one command line; returns the exit code. Never throws: every failure becomes one line on stderr. */
export async function runCli(argv: readonly string[], givenIo: CliIo): Promise<number> {
  const io = printableIo(givenIo);
  try {
    await buildProgram(io).parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    // commander has already printed its own message (or the help, with exit code 0).
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof CliError) {
      io.err(`error: ${oneLine(error.message)}`);
      return error.exitCode;
    }
    io.err(`error: unexpected failure, please report it: ${oneLine(error instanceof Error ? error.message : String(error))}`);
    return UNEXPECTED_FAILURE;
  }
}

/** The bin's entry: runs with the process's arguments and streams, then exits with the code. */
export async function runAsProcess(): Promise<void> {
  endOnUnwritableOutput();
  const code = await runCli(process.argv.slice(2), processIo());
  // Exit explicitly once the output is flushed: a live socket or a keep-alive connection left over by a
  // library must not keep a finished command waiting.
  await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
  await new Promise<void>((resolve) => process.stderr.write('', () => resolve()));
  process.exit(code);
}

/**
 * Issue 22.14: `ordering slots … | head -1` closes the pipe after one line; the next write fails with EPIPE,
 * which Node raises as an unhandled 'error' event (a 27-line stack trace). A reader that has had enough is
 * not a failure: the command ends quietly with 0, as `seq 1000000 | head -1` does. Any other write error
 * (a full disk, a terminal gone) is one line on stderr and exit code 74.
 */
function endOnUnwritableOutput(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    process.stderr.write(`error: cannot write the output (${error.code ?? error.message})\n`, () => process.exit(OUTPUT_FAILURE));
  });
}
