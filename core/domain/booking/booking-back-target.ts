/**
 * accounts 2, Back-button targets for booking pages: the room directory (a hotel-room visit with the
 * directory enabled), the linker (linker enabled and not a hotel-room visit), otherwise Home.
 */
export type BookingBackTarget = 'room-directory' | 'linker' | 'home';

export function bookingBackTarget(input: { readonly hotelRoomApp: boolean; readonly isRoomDirectory: boolean; readonly isLinker: boolean }): BookingBackTarget {
  if (input.hotelRoomApp && input.isRoomDirectory) return 'room-directory';
  if (input.isLinker && !input.hotelRoomApp) return 'linker';
  return 'home';
}
