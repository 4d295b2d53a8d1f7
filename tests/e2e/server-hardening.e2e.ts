import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

/** Issue 5, point 7, on the real build as `ordering serve` serves it. */

test('the storefront runs under its Content-Security-Policy, and a script injected into the page is refused and reported', async ({ page, browserProblems }) => {
  const answer = await page.goto('le-comptoir');
  await expect(page.getByRole('heading', { name: 'Burgers' })).toBeVisible();
  const headers = answer!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  // What an injection would do: the policy refuses it, and the fixture that fails every e2e test on a
  // violation sees it.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
  });
  await expect.poll(() => browserProblems.cspViolations).toEqual([expect.stringMatching(/^script-src-elem refused inline/)]);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  browserProblems.clear();
});

test('the page, its scripts and styles arrive compressed, and no source map is published', async ({ page, request }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (['document', 'script', 'stylesheet'].includes(response.request().resourceType())) responses.push(response);
  });
  await page.goto('le-comptoir/menu/0');
  await expect(page.getByRole('heading', { name: 'Burgers' })).toBeVisible();

  const scripts = responses.filter((response) => response.request().resourceType() === 'script');
  expect(scripts.length).toBeGreaterThan(0);
  for (const response of responses) {
    expect(['br', 'gzip'], response.url()).toContain(response.headers()['content-encoding']);
  }
  for (const script of scripts) {
    expect(await script.text(), script.url()).not.toContain('sourceMappingURL');
    expect((await request.get(`${script.url()}.map`)).status(), `${script.url()}.map`).toBe(404);
  }
});

test('browsing 2.1: only the store-locator map route may be framed, by our own pages', async ({ request }) => {
  const map = await request.get('le-comptoir/storelocatormap');
  expect(map.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  const menu = await request.get('le-comptoir/menu/0');
  expect(menu.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
