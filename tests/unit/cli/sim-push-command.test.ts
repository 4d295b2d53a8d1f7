import { describe, expect, it } from 'vitest';
import { runCliCaptured } from './fixtures/run-cli';
import { useServedSimulator } from './fixtures/served-simulator';

describe('ordering sim push list (issue 19, accounts 2 and 7: the push registrations the simulator keeps)', () => {
  const simulator = useServedSimulator();
  const { over } = simulator;

  it('lists what POST notify/token registered, latest seen first, once per token; --json gives the rows', async () => {
    expect(await runCliCaptured(over('sim', 'push', 'list', 'le-comptoir'))).toMatchObject({ code: 0, stdout: 'No push registration for le-comptoir.' });
    simulator.engine.push.register({ firebase_id: 'https://push.example.test/a', restaurant_id: 'le-comptoir', type: 'menu' });
    simulator.engine.push.register({ firebase_id: 'https://push.example.test/a', restaurant_id: 'le-comptoir', type: 'menu' });
    const listed = await runCliCaptured(over('sim', 'push', 'list', 'le-comptoir'));
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n')).toHaveLength(1);
    expect(listed.stdout).toMatch(/^\d{4}-\d\d-\d\dT\S+ menu https:\/\/push\.example\.test\/a/);
    const json = await runCliCaptured(over('--json', 'sim', 'push', 'list', 'le-comptoir'));
    expect(JSON.parse(json.stdout)).toEqual([expect.objectContaining({ restaurant_id: 'le-comptoir', firebase_id: 'https://push.example.test/a', type: 'menu' })]);
  });

  it('an unknown establishment is one line on stderr and a non-zero exit', async () => {
    const refused = await runCliCaptured(over('sim', 'push', 'list', 'nowhere'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toHaveLength(1);
  });
});
