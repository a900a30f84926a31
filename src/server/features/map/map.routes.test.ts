import { describe, expect, it } from 'vitest';
import type { MapSettings } from '#shared/contracts/map';
import { loadConfig } from '#server/config';
import { useTestApp } from '#tests/setup/test-app';

describe('GET /api/map/settings', () => {
  describe('by default', () => {
    const testApp = useTestApp({ freshUsers: false });

    it("names OpenStreetMap's tile servers and their credit, to anyone", async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/map/settings' });
      expect(response.statusCode).toBe(200);
      expect(response.json<MapSettings>()).toEqual({
        tiles: {
          urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          maxZoom: 19,
          attribution: '© OpenStreetMap contributors',
          attributionUrl: 'https://www.openstreetmap.org/copyright',
        },
      });
    });

    it("lets pages load images from OpenStreetMap's tile origin and no other", async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      const imgSrc = String(response.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.trim().startsWith('img-src'));
      expect(imgSrc?.trim()).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    });
  });

  describe("with a self-hoster's tile server", () => {
    const testApp = useTestApp({
      freshUsers: false,
      env: {
        MAP_TILE_URL: 'https://tiles.example.org:8443/osm/{z}/{x}/{y}.png?style=light',
        MAP_TILE_ATTRIBUTION: 'Tiles by Example, data © OpenStreetMap contributors',
        MAP_TILE_ATTRIBUTION_URL: 'https://tiles.example.org/credits',
        MAP_TILE_MAX_ZOOM: '17',
      },
    });

    it('answers its address and credit, and allows images from its origin only', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/map/settings' });
      expect(response.json<MapSettings>().tiles).toEqual({
        urlTemplate: 'https://tiles.example.org:8443/osm/{z}/{x}/{y}.png?style=light',
        maxZoom: 17,
        attribution: 'Tiles by Example, data © OpenStreetMap contributors',
        attributionUrl: 'https://tiles.example.org/credits',
      });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.org:8443;");
      expect(csp).not.toContain('openstreetmap');
    });
  });

  it.each([
    ['a URL without {z}, {x} and {y}', 'https://tiles.example.org/tiles.png'],
    ['a placeholder in the host', 'https://{s}.tiles.example.org/{z}/{x}/{y}.png'],
    ['the zoom in the host', 'https://z{z}.tiles.example.org/{x}/{y}.png'],
    ['another scheme', 'ftp://tiles.example.org/{z}/{x}/{y}.png'],
    ['not a URL', '{z}/{x}/{y}'],
  ])('refuses to start with %s as the tile address', (_, url) => {
    expect(() => loadConfig({ MAP_TILE_URL: url })).toThrow(
      /MAP_TILE_URL: must be an http\(s\) URL/,
    );
  });
});
