import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../../config/precompress-plugin';

let dir: string | undefined;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Runs the plugin's writeBundle as vite does once the files of `bundle` are written to `outDir`. */
async function runAfterBuild(outDir: string, files: Record<string, string>): Promise<void> {
  await mkdir(join(outDir, 'assets'), { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(join(outDir, file), text);
  const hook = precompressAssets().writeBundle;
  const writeBundle = typeof hook === 'function' ? hook : hook!.handler;
  await writeBundle.call({} as never, { dir: outDir } as never, Object.fromEntries(Object.keys(files).map((file) => [file, {}])) as never);
}

describe('build: brotli and gzip copies of the storefront (issue 5, point 7)', () => {
  it('writes .br and .gz beside index.html, scripts, styles and SVG, each decoding to the original', async () => {
    dir = await mkdtemp(join(tmpdir(), 'build-'));
    const text = (name: string) => `/* ${name} */ ${'const menu = "burger";\n'.repeat(100)}`;
    const files = { 'index.html': `<!doctype html>${text('page')}`, 'assets/app-1.js': text('js'), 'assets/app-1.css': text('css'), 'assets/logo.svg': `<svg>${text('svg')}</svg>` };
    await runAfterBuild(dir, files);
    for (const [file, original] of Object.entries(files)) {
      const br = await readFile(join(dir, `${file}.br`));
      const gz = await readFile(join(dir, `${file}.gz`));
      expect(br.length, file).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).toString('utf8'), file).toBe(original);
      expect(gunzipSync(gz).toString('utf8'), file).toBe(original);
    }
  });

  it('leaves source maps and images alone, and writes no copy that would not be smaller', async () => {
    dir = await mkdtemp(join(tmpdir(), 'build-'));
    await runAfterBuild(dir, { 'assets/app-1.js.map': '{"version":3,"mappings":"AAAA"}'.repeat(50), 'assets/photo.png': 'PNG', 'assets/tiny.js': 'x' });
    for (const file of ['assets/app-1.js.map', 'assets/photo.png', 'assets/tiny.js']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });
});
