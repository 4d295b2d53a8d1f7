import type { Locator, Page } from '@playwright/test';

/** How the drawn map reads: how many pixels, and the share of the commonest colour and of the two commonest. */
export interface MapPixels {
  readonly pixels: number;
  readonly distinctColours: number;
  readonly commonestShare: number;
  /** The second commonest colour's share: 0 on a flat map; the streets' and places' marks on a drawn one. */
  readonly secondShare: number;
}

/** CSS pixels left out at each edge: more than the map box's corner radius (--radius-m, 14 px). */
const INSET = 16;

/**
 * Issue 19: the map's canvas as the customer sees it, without the marker, the place names and the controls laid over it (they
 * are HTML, drawn even when the map draws nothing). Taken as a screenshot, which reads WebGL's pixels
 * without `preserveDrawingBuffer`, and decoded by the page's own canvas (no PNG library).
 */
export async function mapPixels(page: Page, map: Locator): Promise<MapPixels> {
  // Through the CSSOM (Playwright's `style` option adds a <style> the page's CSP refuses), put back after.
  const overlays = map.locator('.maplibregl-marker, .maplibregl-control-container');
  await overlays.evaluateAll((elements) => elements.forEach((element) => ((element as HTMLElement).style.visibility = 'hidden')));
  // The inside only: the box's rounded corners and the canvas's rounded-up last row show the page around.
  const box = (await map.locator('canvas').boundingBox())!;
  const png = await page.screenshot({ clip: { x: box.x + INSET, y: box.y + INSET, width: box.width - 2 * INSET, height: box.height - 2 * INSET } });
  await overlays.evaluateAll((elements) => elements.forEach((element) => ((element as HTMLElement).style.visibility = '')));
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const counts = new Map<number, number>();
    for (let i = 0; i < data.length; i += 4) {
      const colour = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
    const pixels = data.length / 4;
    const sorted = [...counts.values()].sort((a, b) => b - a);
    return {
      pixels,
      distinctColours: counts.size,
      commonestShare: sorted[0]! / pixels,
      secondShare: (sorted[1] ?? 0) / pixels,
    };
  }, png.toString('base64'));
}
