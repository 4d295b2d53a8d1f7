import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_PATHS } from '../../../../../adapters/platform-api/platform-api';
import type { SimulatorEngine } from '../../../../../adapters/simulator/engine/simulator-engine';
import type { RunningSimulatorServer } from '../../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../../config/simulator';
import { anEngine } from '../../fixtures/simulator-engines';

let engine: SimulatorEngine | undefined;
let server: RunningSimulatorServer | undefined;

afterEach(async () => {
  await server?.close();
  engine?.close();
  server = engine = undefined;
});

/** The security headers helmet puts on every answer of the server (README: Security headers). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

async function securityHeadersOf(path: string): Promise<{ status: number; headers: Record<string, string | null> }> {
  const response = await fetch(new URL(path, server!.url));
  await response.arrayBuffer();
  return { status: response.status, headers: Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers.get(name)])) };
}

// Issue 15, defect 12: socket.io answers its long-polling requests itself, before fastify and its helmet see them.
describe("the live socket's long-polling answers carry the same security headers as every other answer", () => {
  it.each([
    ['the handshake', '/socket.io/?EIO=4&transport=polling', 200],
    ['a refused poll (unknown session)', '/socket.io/?EIO=4&transport=polling&sid=unknown-session', 400],
  ])('%s (plain HTTP GET)', async (_what, path, status) => {
    engine = anEngine();
    server = await startSimulator({ engine, port: 0 });
    const api = await securityHeadersOf(PLATFORM_PATHS.restaurant('le-comptoir'));
    const polling = await securityHeadersOf(path);

    expect(polling.status).toBe(status);
    expect(polling.headers['content-security-policy']).toContain("default-src 'self'");
    expect(polling.headers['x-content-type-options']).toBe('nosniff');
    expect(polling.headers).toEqual(api.headers);
  });
});
