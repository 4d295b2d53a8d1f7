import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppServices } from '../container/app-services';

/**
 * Issue 15.5: the navigation state a checkout gives the order's page when the order is one an earlier
 * attempt had taken, its answer lost: what the customer changed since was not sent, and the page says so.
 */
export const ORDER_FOUND_AGAIN_STATE = { orderFoundAgain: true } as const;

/** Says so on the order's page, once it shows (a toast said before the page changed would go with the old page). */
export function useOrderFoundAgainNotice(): void {
  const { notifications } = useAppServices();
  const foundAgain = (useLocation().state as { orderFoundAgain?: unknown } | null)?.orderFoundAgain === true;
  useEffect(() => {
    if (foundAgain) notifications.notify({ key: 'order_already_received', tone: 'warning' });
  }, [foundAgain, notifications]);
}
