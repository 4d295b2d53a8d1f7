import { describe, expect, it } from 'vitest';
import type { ClientLog, ClientLogEntry } from '../../../../core/ports/client-log';
import { LogClientWarning, MAX_CLIENT_LOG_LENGTH } from '../../../../core/use-cases/log-client-warning';

class RecordingClientLog implements ClientLog {
  readonly sent: ClientLogEntry[] = [];
  async send(entry: ClientLogEntry): Promise<void> {
    this.sent.push(entry);
  }
}

describe('LogClientWarning (checkout 7: client log, level warn, restaurantId, message)', () => {
  it('sends a warn entry with the restaurant and the message', async () => {
    const log = new RecordingClientLog();
    await new LogClientWarning(log).execute({ restaurantId: 'le-comptoir', message: 'no answer after 25000 ms' });
    expect(log.sent).toEqual([{ level: 'warn', restaurantId: 'le-comptoir', message: 'no answer after 25000 ms' }]);
  });

  it('cuts a runaway message so a log stays a log', async () => {
    const log = new RecordingClientLog();
    await new LogClientWarning(log).execute({ restaurantId: 'le-comptoir', message: 'x'.repeat(5_000) });
    expect(log.sent[0]?.message).toHaveLength(MAX_CLIENT_LOG_LENGTH);
  });
});
