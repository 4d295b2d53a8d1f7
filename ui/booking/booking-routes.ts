import type { RouteObject } from 'react-router-dom';

/** browsing 2.1 and accounts 2: the booking forms by context and the event booking page, each its own chunk. */
export const bookingRoutes: RouteObject[] = [
  { path: 'booking-form-room-directory/:categoryId', lazy: () => import('./booking-form-route').then((module) => ({ Component: module.RoomDirectoryBookingForm })) },
  { path: 'booking-form-linker/:categoryId', lazy: () => import('./booking-form-route').then((module) => ({ Component: module.LinkerBookingForm })) },
  { path: 'event-booking', lazy: () => import('./event-booking-route') },
];
