import type { FastifyInstance } from 'fastify';

/**
 * Issue 7: the maps' style, served by the simulator so that a map draws with nothing fetched outside (map
 * tiles cannot be reached from here). A MapLibre style (version 8) of one background layer: no tiles, no
 * glyphs, no sprites. The place itself is the map's marker. A deployment points the storefront at a maps
 * service instead (VITE_MAP_STYLE_URL).
 */
export const OFFLINE_MAP_STYLE_PATH = '/map/style.json';

export const OFFLINE_MAP_STYLE = {
  version: 8,
  name: 'Offline (simulator)',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#ece6dc' } }],
} as const;

export function registerOfflineMapStyle(app: FastifyInstance): void {
  app.get(OFFLINE_MAP_STYLE_PATH, async (_request, reply) => reply.header('cache-control', 'public, max-age=86400').send(OFFLINE_MAP_STYLE));
}
