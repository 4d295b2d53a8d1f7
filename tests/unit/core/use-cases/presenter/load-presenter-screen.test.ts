import { describe, expect, it } from 'vitest';
import { LoadPresenterScreen } from '../../../../../core/use-cases/presenter/load-presenter-screen';
import { presenterQuery } from '../../../../../core/domain/presenter/presenter-query';
import { fail, ok } from '../../../../../core/domain/result';
import { demoEstablishment } from '../../../../../adapters/simulator/demo/demo-establishments';

const glacier = demoEstablishment('glacier-des-quais');
const query = presenterQuery(new URLSearchParams('screen_name=screen2'));

describe('LoadPresenterScreen (accounts 2: the presenter screen from the shop settings and catalogue)', () => {
  it('reads the settings and the catalogue of the shop asked for and composes its screen', async () => {
    const asked: string[] = [];
    const useCase = new LoadPresenterScreen({
      loadSettings: (id) => (asked.push(`settings ${id}`), Promise.resolve(ok(glacier.settings))),
      loadCatalogue: (id) => (asked.push(`catalogue ${id}`), Promise.resolve(ok(glacier.catalogue))),
    });
    const result = await useCase.execute('glacier-des-quais', query, 'fr');
    expect(asked).toEqual(['settings glacier-des-quais', 'catalogue glacier-des-quais']);
    expect(result.ok && [result.value.screenName, result.value.carouselSeconds, result.value.blocks.length]).toEqual(['screen2', 10, 5]);
  });

  it('a failed load is a failure value the screen can name, not an exception', async () => {
    const failure = { kind: 'network' as const, message: 'offline' };
    const useCase = new LoadPresenterScreen({ loadSettings: () => Promise.resolve(ok(glacier.settings)), loadCatalogue: () => Promise.resolve(fail(failure)) });
    expect(await useCase.execute('glacier-des-quais', query, 'fr')).toEqual({ ok: false, error: { kind: 'load', failure } });
  });

  it('a shop without presenter settings says so', async () => {
    const useCase = new LoadPresenterScreen({
      loadSettings: () => Promise.resolve(ok({ ...glacier.settings, presenter: null })),
      loadCatalogue: () => Promise.resolve(ok(glacier.catalogue)),
    });
    expect(await useCase.execute('glacier-des-quais', query, 'fr')).toEqual({ ok: false, error: { kind: 'not-configured' } });
  });
});
