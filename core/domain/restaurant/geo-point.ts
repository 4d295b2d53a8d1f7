/** A place on Earth in degrees (WGS 84), as maps and the spec's deliveryData write it. */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export function isGeoPoint(value: { readonly latitude: number; readonly longitude: number }): value is GeoPoint {
  return Number.isFinite(value.latitude) && Math.abs(value.latitude) <= 90 && Number.isFinite(value.longitude) && Math.abs(value.longitude) <= 180;
}
