import type { OpenedBackend } from './backend';
import { CliError } from './cli-error';
import { noAnswerMessage } from './output/failure-messages';

/**
 * issue 5 point 10: a backend that accepts the connection and never answers must not hang a command.
 * Settles as `work` (the command's calls to the backend) does, unless --timeout seconds pass first;
 * then the command gives up with `unanswered`, by default "no answer ... within N s".
 */
export async function answeredInTime<T>(backend: OpenedBackend, work: Promise<T>, unanswered = noAnswerMessage(backend)): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new CliError(unanswered)), backend.timeoutSeconds * 1000);
  });
  try {
    return await Promise.race([work, givenUp]);
  } finally {
    clearTimeout(timer);
  }
}
