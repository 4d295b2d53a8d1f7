/**
 * checkout 2: "an embedded courier tracking frame when a tracking URL exists". The platform's tracking_url
 * may be relative to the platform (the simulator's sandbox courier) or a courier company's page. The frame
 * shows it only from the platform itself or, over https, from a courier host the operator allowed
 * (courierTrackingHosts below, also the CSP's frame-src): a page of an unexpected host is never
 * framed. No credentials in the address either.
 */
export function courierFrameAddress(trackingUrl: string | null, platformBase: string, courierHosts: readonly string[]): string | null {
  if (!trackingUrl || trackingUrl.length > 2_000) return null;
  let address: URL;
  let platform: URL;
  try {
    platform = new URL(platformBase);
    address = new URL(trackingUrl, platform);
  } catch {
    return null;
  }
  if (address.username || address.password) return null;
  const fromPlatform = address.origin === platform.origin;
  const fromAllowedCourier = address.protocol === 'https:' && courierHosts.includes(address.hostname.toLowerCase());
  return fromPlatform || fromAllowedCourier ? address.href : null;
}

/**
 * The courier hosts an operator allows, from a comma-separated setting: the storefront's build reads
 * VITE_COURIER_TRACKING_HOSTS and the server's CSP frame-src COURIER_TRACKING_HOSTS (keep them equal).
 * Empty by default: the demo's courier is the simulator's sandbox, on the platform's own origin.
 */
export function courierTrackingHosts(list: string | undefined): readonly string[] {
  return (list ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => /^[a-z0-9.-]{1,253}$/.test(host) && host.includes('.'));
}
