export default {
  'map.ideas': 'Ideas',
  'map.day': 'Day {day}',
  'map.noPoints': 'No places to show on the map yet.',
  'map.offlineOutline':
    'Offline map: no map tiles could be loaded, so this is an outline. Outlines from Natural Earth (public domain).',
  'map.zoomIn': 'Zoom in',
  'map.zoomOut': 'Zoom out',
} as const;
