/**
 * Whether an address segment can be a restaurant id: a slug or a long hashed token (browsing 2.1), not
 * a file name or anything with dots or odd characters. Only such segments are asked to the platform.
 */
export function looksLikeRestaurantId(segment: string | undefined): segment is string {
  return segment !== undefined && /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/.test(segment);
}

/** The restaurant an unknown address probably belongs to, to offer a way back to its menu. */
export function restaurantIdOfPath(pathname: string): string | null {
  const [first] = pathname.split('/').filter(Boolean);
  const segment = first ? safeDecode(first) : undefined;
  return looksLikeRestaurantId(segment) ? segment : null;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
