import { describe, expect, it } from 'vitest';
import { runCliCaptured } from './fixtures/run-cli';

describe('the ordering program', () => {
  it('prints its help with every command and exits 0', async () => {
    const run = await runCliCaptured(['--help']);
    expect(run.code).toBe(0);
    for (const command of ['serve', 'catalogue', 'order', 'sim', '--json', '--backend <url>']) expect(run.stdout).toContain(command);
    expect(run.stderr).toEqual([]);
  });

  it.each([['serve'], ['catalogue'], ['order', 'place'], ['order', 'track'], ['sim', 'advance'], ['sim', 'cancel']])(
    'has a help for %s %s that shows the global options',
    async (...command) => {
      const run = await runCliCaptured([...command.filter(Boolean), '--help']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Usage: ordering ${command.filter(Boolean).join(' ')}`);
      expect(run.stdout).toContain('Global Options:');
    },
  );

  it('says in one line that a command is missing', async () => {
    const run = await runCliCaptured(['order']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toEqual(['error: missing command, one of place, track, replay (see ordering order --help)']);
    expect(run.stdout).toBe('');
  });

  it('says in one line that a command is unknown, with a suggestion', async () => {
    const run = await runCliCaptured(['ordr']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toEqual(["error: unknown command 'ordr' (Did you mean order?)"]);
  });

  it.each([
    ['ftp://127.0.0.1/', 'only http and https backends are supported, not ftp'],
    ['not a url', 'it is not a URL'],
    ['http://user:secret@127.0.0.1/', 'credentials do not belong in the backend URL'],
  ])('refuses --backend %s in one line', async (url, reason) => {
    const run = await runCliCaptured(['--backend', url, 'catalogue', 'le-comptoir']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toContain(reason);
    expect(run.stdout).toBe('');
  });

  it('says in one line that the backend cannot be reached', async () => {
    const run = await runCliCaptured(['--backend', 'http://127.0.0.1:9/', 'catalogue', 'le-comptoir']);
    expect(run.code).toBe(1);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toMatch(/^error: cannot reach the backend at http:\/\/127\.0\.0\.1:9\/: /);
  });

  it('refuses a missing required option in one line', async () => {
    const run = await runCliCaptured(['order', 'track', '1001']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toEqual(["error: required option '--restaurant <id>' not specified"]);
  });
});
