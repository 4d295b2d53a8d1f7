import { SessionGate } from '../session/session-gate';
import { MenuScreen } from './menu-screen';

/** /{restaurantId} and /{restaurantId}/menu/:categoryid (browsing 2.1 and 2.3). */
export function MenuRoute() {
  return <SessionGate>{(session) => <MenuScreen session={session} />}</SessionGate>;
}
