import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createSimulatorEngine, startSimulator } from '../../config/simulator';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';

export interface ChunkWeight {
  readonly file: string;
  readonly rawKb: number;
  readonly gzipKb: number;
}

/**
 * Opens the menu route of the demo restaurant in Chromium, as a first visit (empty cache), and weighs
 * every JavaScript file the page downloads until it is idle: the chunks of the route, those it imports
 * and those it loads lazily on the way (the locale, for instance). Sizes are gzip level 9 of the bytes
 * received, so the figure does not depend on how the server compresses.
 */
export async function measureMenuRouteWeight(distDir: string, path = '/le-comptoir/menu/0'): Promise<ChunkWeight[]> {
  const engine = createSimulatorEngine({});
  const server = await startSimulator({ engine, port: 0, uiDir: distDir });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ locale: 'fr-FR' });
    const scripts: Promise<ChunkWeight>[] = [];
    page.on('response', (response) => {
      const isScript = response.request().resourceType() === 'script' || response.url().endsWith('.js');
      if (!isScript) return;
      scripts.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname,
          rawKb: body.length / 1024,
          gzipKb: gzipSync(body, { level: 9 }).length / 1024,
        })),
      );
    });
    await page.goto(new URL(path.replace(/^\//, ''), server.url).toString(), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    return (await Promise.all(scripts)).sort((a, b) => b.gzipKb - a.gzipKb);
  } finally {
    await browser.close();
    await server.close();
    engine.close();
  }
}
