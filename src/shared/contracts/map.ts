import { z } from 'zod';
import { defineRoute } from './route';

/** A point on the map, in degrees (WGS 84). */
export const latLngSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type LatLng = z.infer<typeof latLngSchema>;

export const mapSettingsSchema = z.object({
  tiles: z.object({
    /** The tile address with `{z}`, `{x}` and `{y}`; OpenStreetMap's servers unless configured. */
    urlTemplate: z.string(),
    /** The deepest zoom the tile server draws. */
    maxZoom: z.number().int().min(0).max(22),
    /** The credit the tiles require, shown on the map. */
    attribution: z.string(),
    /** Where the credit links to (the tiles' licence). */
    attributionUrl: z.string(),
  }),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;

export const mapRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/api/map/settings',
    auth: 'public',
    summary: 'Where the map takes its tiles from and the credit they require',
    tags: ['map'],
    response: { 200: mapSettingsSchema },
  }),
};
