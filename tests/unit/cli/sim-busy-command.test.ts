import { describe, expect, it } from 'vitest';
import { runCliCaptured } from './fixtures/run-cli';
import { useServedSimulator } from './fixtures/served-simulator';

describe('ordering sim busy (issue 20.3: the kitchen is busy, the preparation time grows)', () => {
  const simulator = useServedSimulator();
  const { over } = simulator;
  const preparation = () => simulator.engine.settings('le-comptoir').default_preparation_time;

  it('--minutes N adds N minutes of preparation over HTTP; --off ends it', async () => {
    const before = preparation();
    expect(await runCliCaptured(over('sim', 'busy', 'le-comptoir', '--minutes', '20'))).toMatchObject({ code: 0, stdout: 'le-comptoir is busy: 20 more minutes of preparation.' });
    expect(preparation()).toBe(before + 20);
    expect(await runCliCaptured(over('sim', 'busy', 'le-comptoir', '--off'))).toMatchObject({ code: 0, stdout: 'le-comptoir is no longer busy.' });
    expect(preparation()).toBe(before);
  });

  it.each([
    [['--minutes', '181'], 'minutes are a whole number from 0 to 180'],
    [['--minutes', '-5'], 'minutes are a whole number from 0 to 180'],
    [['--minutes', 'soon'], 'minutes are a whole number from 0 to 180'],
    [[], 'give --minutes N'],
    [['--minutes', '5', '--off'], 'not both'],
  ])('%j is one line on stderr and changes nothing', async (options, said) => {
    const before = preparation();
    const answer = await runCliCaptured(over('sim', 'busy', 'le-comptoir', ...options));
    expect(answer.code).not.toBe(0);
    expect(answer.stderr).toHaveLength(1);
    expect(answer.stderr[0]).toContain(said);
    expect(preparation()).toBe(before);
  });

  it('an unknown establishment is said plainly', async () => {
    expect(await runCliCaptured(over('sim', 'busy', 'nowhere', '--minutes', '10'))).toMatchObject({ code: 1 });
  });

  it('the help of sim busy and sim stock says what each does, live on open menus and checkouts (issue 20.3)', async () => {
    const busy = await runCliCaptured(['sim', 'busy', '--help']);
    expect(busy.stdout.replace(/\s+/g, ' ')).toContain('the kitchen is busy: N more minutes of preparation; open menus and checkouts offer later slots, live');
    const stock = await runCliCaptured(['sim', 'stock', '--help']);
    expect(stock.stdout.replace(/\s+/g, ' ')).toContain('(0 sells it out); open menus and checkouts show it within a second');
  });
});
