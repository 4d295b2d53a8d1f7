/**
 * A picture the platform names (product image, logo, banner), as a URL the browser may load: relative
 * paths are read against the API's base (the storefront may live on another origin), and anything but
 * http(s) — javascript:, data:, a malformed value — is dropped rather than put in an <img>.
 */
export function mediaUrl(raw: string | null, apiBaseUrl: string): string | null {
  if (!raw || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim(), apiBaseUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
