import { expect } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { ADMIN_ROUTES, STAGING_HEADER } from '../../adapters/simulator/admin/simulator-admin';

/**
 * The restaurant's side of an order, as the e2e tests stage it: the simulator's staging routes with the
 * header their guard asks for (issue 5, point 7). A refused call fails the test there, not three steps later.
 */
export function staging(request: APIRequestContext) {
  const post = async (path: string): Promise<APIResponse> => {
    const response = await request.post(path, { headers: { [STAGING_HEADER.name]: STAGING_HEADER.value } });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response;
  };
  return {
    advance: (orderNumber: string) => post(ADMIN_ROUTES.advance(orderNumber)),
    cancel: (orderNumber: string) => post(ADMIN_ROUTES.cancel(orderNumber)),
  };
}
