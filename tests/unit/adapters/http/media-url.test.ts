import { describe, expect, it } from 'vitest';
import { mediaUrl } from '../../../../adapters/http/media-url';

const API = 'https://api.example.test/v7/';

describe('mediaUrl: pictures the platform names, made safe to load', () => {
  it('a relative path is read against the API base, so a storefront on another origin still shows it', () => {
    expect(mediaUrl('/demo-assets/burger.svg', API)).toBe('https://api.example.test/demo-assets/burger.svg');
    expect(mediaUrl('img/burger.webp', API)).toBe('https://api.example.test/v7/img/burger.webp');
  });

  it('an absolute http(s) URL is kept', () => {
    expect(mediaUrl('https://cdn.example.test/a.webp', API)).toBe('https://cdn.example.test/a.webp');
  });

  it('security: javascript:, data: and other schemes are dropped', () => {
    expect(mediaUrl('javascript:alert(1)', API)).toBeNull();
    expect(mediaUrl('data:image/svg+xml,<svg onload=alert(1)>', API)).toBeNull();
    expect(mediaUrl('ftp://files.example.test/a.png', API)).toBeNull();
  });

  it('nothing, or blank, is no picture', () => {
    expect(mediaUrl(null, API)).toBeNull();
    expect(mediaUrl('  ', API)).toBeNull();
  });
});
