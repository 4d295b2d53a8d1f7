import { expect, test } from './fixtures';

/**
 * Restaurant-provided HTML is sanitized (DOMPurify) before it reaches the page: a custom page whose
 * content carries a script, event handlers, a javascript: link, an inline style and a frame shows its
 * text and nothing else. The platform's answer is rewritten on its way to the browser, as a hostile or
 * careless back office would send it.
 */
const HOSTILE = [
  '<p id="kept" style="color: red" onclick="window.__pwned = 1">Texte de l’hôtel</p>',
  '<script>window.__pwned = 2</script>',
  '<img id="picture" src="/demo-assets/tea.svg" alt="Thé" onload="window.__pwned = 3">',
  '<a id="bad-link" href="javascript:window.__pwned = 4">Lien piégé</a>',
  '<a id="good-link" href="https://www.example.org/">Lien sûr</a>',
  '<iframe src="https://evil.example/"></iframe>',
].join('');

test('browsing 2.9: a custom page shows the restaurant HTML sanitized', async ({ page, browserProblems }) => {
  await page.route('**/room_directory', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { room_directory: { services: { id: number; customPage?: { content: Record<string, string> } }[] } };
    const spa = body.room_directory.services.find((service) => service.id === 103);
    if (!spa?.customPage) throw new Error('the demo hotel has no spa custom page any more');
    spa.customPage.content = { fr: HOSTILE, en: HOSTILE };
    await route.fulfill({ response, json: body });
  });
  await page.goto('hotel-riviera/roomdirectory/custompage/103');

  const kept = page.locator('#kept');
  await expect(kept).toHaveText('Texte de l’hôtel');
  await expect(kept).not.toHaveAttribute('style', /.*/);
  await expect(kept).not.toHaveAttribute('onclick', /.*/);
  await kept.click();
  await expect(page.locator('#picture')).toHaveJSProperty('complete', true);
  await expect(page.locator('#picture')).not.toHaveAttribute('onload', /.*/);
  await expect(page.locator('#bad-link')).not.toHaveAttribute('href', /javascript/i);
  await expect(page.locator('#good-link')).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.locator('main iframe')).toHaveCount(0);
  await expect(page.locator('main script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  // Parsing the hostile text (DOMPurify's inert copy) makes Chromium report the inline style and
  // handlers it would refuse: reports of attributes only, none of a script that ran or was loaded.
  expect(browserProblems.cspViolations.length).toBeGreaterThan(0);
  expect(browserProblems.cspViolations.filter((violation) => !/^(style|script)-src-attr refused inline /.test(violation))).toEqual([]);
  browserProblems.clear();
});
