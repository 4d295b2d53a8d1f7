import type { Command } from 'commander';
import { FEEDBACK_USE_CASES } from '../../config/bind-feedback';
import type { ReceivedFeedback } from '../../core/domain/feedback/feedback';
import { asGatewayError } from '../../core/ports/gateway-error';
import type { ListFeedback } from '../../core/use-cases/feedback/list-feedback';
import { answeredInTime } from '../answer-deadline';
import type { GlobalOptions } from '../backend';
import { withBackend } from '../backend';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { printable, printableJson } from '../output/printable-text';

/** One feedback on one line: when, stars, where from, who, and the comment. */
function feedbackLine(feedback: ReceivedFeedback): string {
  const stars = `${'★'.repeat(feedback.rate)}${'☆'.repeat(5 - feedback.rate)}`;
  const about = feedback.kind === 'booking' ? `booking ${feedback.eventBookingId ?? ''}` : feedback.type === 'order' ? `order ${feedback.orderNumber ?? ''}` : feedback.type;
  const who = [feedback.name, feedback.email].filter((part) => part !== '').join(' ') || 'anonymous';
  const optIn = feedback.opt_in_promotions ? ' (offers: yes)' : '';
  const comment = feedback.comments === '' ? '' : `: ${feedback.comments.replace(/\s+/g, ' ')}`;
  return printable(`${feedback.receivedAt} ${stars} ${about} by ${who}${optIn}${comment}`);
}

/** `ordering feedback list`: support staff read the feedback an establishment received (accounts 3 and 7), latest first. */
export function registerFeedbackCommand(program: Command, io: CliIo): void {
  const feedback = program.command('feedback').description('the feedback customers left after an order, a directory visit or a booking');
  feedback
    .command('list')
    .description('print the feedback a restaurant received, latest first')
    .requiredOption('--restaurant <id>', 'the restaurant, e.g. le-comptoir')
    .action(async (options: { restaurant: string }, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      await withBackend(globals, async (backend) => {
        let received: readonly ReceivedFeedback[];
        try {
          const list = await backend.container.getAsync<ListFeedback>(FEEDBACK_USE_CASES.listFeedback);
          received = await answeredInTime(backend, list.execute({ restaurantId: options.restaurant }));
        } catch (error) {
          if (error instanceof CliError) throw error;
          const { kind, message } = asGatewayError(error);
          if (kind === 'not_found') throw new CliError(`restaurant ${options.restaurant} not found, or ${backend.description} keeps no feedback to read (only the simulator does)`);
          throw new CliError(`cannot read the feedback from ${backend.description}: ${printable(message)}`);
        }
        if (globals.json) {
          io.out(printableJson(received, 2));
          return;
        }
        if (received.length === 0) io.out(printable(`No feedback for ${options.restaurant} yet.`));
        for (const each of received) io.out(feedbackLine(each));
      });
    });
}
