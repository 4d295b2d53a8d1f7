import ky from 'ky';
import type { KyInstance } from 'ky';
import { STAGING_HEADER } from './simulator-admin';

/**
 * The HTTP client of the simulator's staging routes (support's CLI with `--backend`): no retry, no
 * redirect followed, answers read whatever their status, and the header its staging guard asks for
 * (issue 5, point 7).
 */
export function stagingHttp(baseUrl: string, timeoutMs: number): KyInstance {
  return ky.create({
    prefixUrl: baseUrl,
    timeout: timeoutMs,
    throwHttpErrors: false,
    redirect: 'error',
    retry: 0,
    headers: { [STAGING_HEADER.name]: STAGING_HEADER.value },
  });
}
