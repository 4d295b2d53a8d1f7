import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SkeletonBlocks } from '../../../../ui/design/page-skeleton';

const INDEX_HTML = readFileSync(new URL('../../../../ui/index.html', import.meta.url), 'utf8');
const withoutLayout = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/>\s+</g, '><').trim();

describe('the grey menu of a first visit (issue 5, first visit)', () => {
  it('index.html shows, inside #root, exactly the skeleton the app shows while the restaurant loads', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(INDEX_HTML)?.[1];
    expect(root, 'index.html has a #root followed by <noscript>').toBeDefined();
    expect(withoutLayout(root!)).toBe(renderToStaticMarkup(<SkeletonBlocks />));
  });

  it('holds no text to translate: it is hidden from assistive technologies, the app announces the loading', () => {
    const markup = renderToStaticMarkup(<SkeletonBlocks />);
    expect(markup.replace(/<[^>]*>/g, '')).toBe('');
    expect(markup).toMatch(/^<div class="page-skeleton" aria-hidden="true">/);
  });
});
