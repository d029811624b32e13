/** A position on the map in WGS 84 degrees, the shape every geo helper and the map picker share. */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** Whether a latitude and longitude are finite and inside the earth's ranges. */
export function isValidGeoPoint(point: GeoPoint): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}
