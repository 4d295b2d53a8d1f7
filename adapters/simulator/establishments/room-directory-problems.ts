import type { RoomDirectory, RoomDirectoryService } from '../../../core/domain/room-directory/room-directory';

/**
 * A room directory's services are found by id (its routes, bookings, feedback, tile-click tracking): two
 * services with one id would open each other's pages, so an establishment file must give each its own.
 */
export function roomDirectoryProblems(directory: RoomDirectory | undefined): { field: string; message: string }[] {
  if (!directory) return [];
  const seen = new Set<number>();
  const problems: { field: string; message: string }[] = [];
  const walk = (services: readonly RoomDirectoryService[], at: string) =>
    services.forEach((service, index) => {
      if (seen.has(service.id)) problems.push({ field: `${at}.${index}.id`, message: `service id ${service.id} is used twice in the room directory` });
      seen.add(service.id);
      walk(service.services, `${at}.${index}.services`);
    });
  walk(directory.services, 'roomDirectory.services');
  return problems;
}
