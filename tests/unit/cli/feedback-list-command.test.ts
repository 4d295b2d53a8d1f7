import { describe, expect, it } from 'vitest';
import { aTakeAwayPayload } from '../adapters/fixtures/order-payloads';
import { runCliCaptured } from './fixtures/run-cli';
import { useServedSimulator } from './fixtures/served-simulator';

describe('ordering feedback list (accounts 3 and 7: support reads the feedback)', () => {
  const simulator = useServedSimulator();
  const { over } = simulator;

  it('prints each feedback on one line, latest first, a comment of several lines on one line', async () => {
    const placed = simulator.engine.placeOrder('le-comptoir', aTakeAwayPayload());
    if (!placed.accepted) throw new Error('refused');
    const orderNumber = placed.order.order_number;
    simulator.engine.feedback.receive('le-comptoir', { orderNumber, name: 'Alice', email: 'alice@example.com', rate: 5, comments: 'Parfait\n\tà bientôt', opt_in_promotions: true, type: 'order' }, { ip: '203.0.113.1' });
    const listed = await runCliCaptured(over('feedback', 'list', '--restaurant', 'le-comptoir'));
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`★★★★★ order ${orderNumber} by Alice alice@example.com (offers: yes): Parfait à bientôt`);
    const json = await runCliCaptured(over('--json', 'feedback', 'list', '--restaurant', 'le-comptoir'));
    expect(JSON.parse(json.stdout)).toMatchObject([{ orderNumber, rate: 5, type: 'order' }]);
  });

  it('says when there is none, and one line on stderr for an unknown restaurant', async () => {
    expect(await runCliCaptured(over('feedback', 'list', '--restaurant', 'hotel-riviera'))).toMatchObject({ code: 0, stdout: 'No feedback for hotel-riviera yet.' });
    const unknown = await runCliCaptured(over('feedback', 'list', '--restaurant', 'nowhere'));
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toHaveLength(1);
    expect(unknown.stderr[0]).toContain('restaurant nowhere not found');
  });
});
