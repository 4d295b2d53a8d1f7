import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise } from 'dependency-cruiser';

/**
 * The import rules of ARCHITECTURE.md are enforced by config/dependency-cruiser.cjs in CI. These tests
 * prove the rules bite: each one builds a tiny project with one wrong import and expects the violation.
 */
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
interface Rule {
  readonly name: string;
  readonly to: { readonly pathNot?: string | readonly string[] };
}
const rules = createRequire(import.meta.url)(join(projectRoot, 'config/dependency-cruiser.cjs')) as { forbidden: Rule[] };
const sandboxes: string[] = [];

async function violationsOf(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'import-rules-'));
  sandboxes.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  const folders = [...new Set(Object.keys(files).map((file) => file.split('/')[0]!))];
  const result = await cruise(folders, {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: rules.forbidden } as never,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  const output = result.output as { summary: { violations: { rule: { name: string } }[] } };
  return output.summary.violations.map((violation) => violation.rule.name);
}

afterAll(() => sandboxes.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('ARCHITECTURE: who may import whom', () => {
  it('core may not import an adapter', async () => {
    expect(
      await violationsOf({
        'core/rule.ts': "import { x } from '../adapters/http/client';\nexport const y = x;\n",
        'adapters/http/client.ts': 'export const x = 1;\n',
      }),
    ).toContain('core-stays-inside');
  });

  it('ui may not import an adapter, only the container in config', async () => {
    expect(
      await violationsOf({
        'ui/screen.ts': "import { x } from '../adapters/http/client';\nexport const y = x;\n",
        'adapters/http/client.ts': 'export const x = 1;\n',
      }),
    ).toContain('ui-reaches-adapters-through-config');
  });

  it("an adapter may not import another adapter's internals", async () => {
    expect(
      await violationsOf({
        'adapters/socket/live.ts': "import { x } from '../http/client';\nexport const y = x;\n",
        'adapters/http/client.ts': 'export const x = 1;\n',
      }),
    ).toContain('adapters-keep-to-themselves');
  });

  it('cli and features may not import an adapter', async () => {
    const files = { 'adapters/simulator/engine.ts': 'export const x = 1;\n' };
    expect(await violationsOf({ ...files, 'cli/run.ts': "import { x } from '../adapters/simulator/engine';\nexport const y = x;\n" })).toContain(
      'cli-reaches-adapters-through-config',
    );
    expect(
      await violationsOf({ ...files, 'features/steps.ts': "import { x } from '../adapters/simulator/engine';\nexport const y = x;\n" }),
    ).toContain('features-reach-adapters-through-config');
  });

  it('the right direction passes: ui -> config -> adapters -> core', async () => {
    expect(
      await violationsOf({
        'core/port.ts': 'export interface Port { run(): void }\n',
        'adapters/http/client.ts': "import type { Port } from '../../core/port';\nexport const x: Port = { run() {} };\n",
        'config/container.ts': "import { x } from '../adapters/http/client';\nexport const container = { x };\n",
        'ui/screen.ts': "import { container } from '../config/container';\nimport type { Port } from '../core/port';\nexport const p: Port = container.x;\n",
      }),
    ).toEqual([]);
  });

  it('issue 16.2: a shared folder of ui may not import an area, an area may not import the shell', async () => {
    const area = { 'ui/menu/menu-screen.ts': 'export const menu = 1;\n' };
    expect(await violationsOf({ ...area, 'ui/format/price.ts': "import { menu } from '../menu/menu-screen';\nexport const y = menu;\n" })).toContain(
      'ui-shared-folders-never-import-an-area',
    );
    expect(await violationsOf({ ...area, 'ui/app/routes.ts': 'export const routes = 1;\n', 'ui/checkout/step.ts': "import { routes } from '../app/routes';\nexport const y = routes;\n" })).toContain(
      'ui-areas-never-import-the-shell',
    );
    // The allowed directions: the shell imports areas, areas import shared folders.
    expect(
      await violationsOf({
        'ui/format/price.ts': 'export const price = 1;\n',
        'ui/menu/menu-screen.ts': "import { price } from '../format/price';\nexport const menu = price;\n",
        'ui/app/routes.ts': "import { menu } from '../menu/menu-screen';\nexport const routes = menu;\n",
      }),
    ).toEqual([]);
  });

  it("issue 16.2: an area may not import another area's internals, only what that area lists as public", async () => {
    const menu = {
      'ui/menu/menu-view-model.ts': 'export const menuPage = 1;\n',
      'ui/menu/product-card.tsx': "import { menuPage } from './menu-view-model';\nexport const card = menuPage;\n",
    };
    expect(await violationsOf({ ...menu, 'ui/home/home-blocks.ts': "import { menuPage } from '../menu/menu-view-model';\nexport const y = menuPage;\n" })).toContain(
      'ui-areas-import-only-public-surfaces',
    );
    // A type import is an import too: the graph keeps it.
    expect(await violationsOf({ ...menu, 'ui/home/home-blocks.ts': "import type { menuPage } from '../menu/menu-view-model';\nexport type Y = typeof menuPage;\n" })).toContain(
      'ui-areas-import-only-public-surfaces',
    );
    // The allowed ones: the menu's public product card, an area's own files, its sub-folders' reach into it.
    expect(
      await violationsOf({
        ...menu,
        'ui/home/home-blocks.ts': "import { card } from '../menu/product-card';\nexport const y = card;\n",
        'ui/room-directory/room-directory-paths.ts': 'export const directoryPaths = 1;\n',
        'ui/room-directory/v2/service-link.ts': "import { directoryPaths } from '../room-directory-paths';\nexport const y = directoryPaths;\n",
      }),
    ).toEqual([]);
  });

  it('issue 16.2: every file an area lists as public exists', () => {
    const uiFiles = readdirSync(join(projectRoot, 'ui'), { recursive: true, encoding: 'utf8' }).map((path) => `ui/${path.split('\\').join('/')}`);
    const rule = rules.forbidden.find((candidate) => candidate.name === 'ui-areas-import-only-public-surfaces');
    const publicPaths = [rule?.to.pathNot ?? []].flat().slice(1);
    expect(publicPaths.length).toBeGreaterThan(0);
    for (const pattern of publicPaths) {
      const [, folder = '', names = ''] = /^\^(ui\/[^/]+\/)\((.*)\)\$$/.exec(pattern) ?? [];
      for (const name of names.split('|')) {
        expect(uiFiles.filter((file) => new RegExp(`^${folder}${name}$`).test(file)), `${folder}${name}`).toHaveLength(1);
      }
    }
  });
});
