import type { GazetteerPlace } from './gazetteer';

/** A small deterministic generator, so one place always gets the same postcard. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const WIDTH = 800;
const HEIGHT = 500;

/** Sky colours by climate band: warm teal near the equator, blue in between, pale near the poles. */
function skyFor(lat: number, hueShift: number): [top: string, bottom: string] {
  const band = Math.abs(lat);
  if (band < 23.5) return [`hsl(${195 + hueShift} 75% 45%)`, `hsl(${40 + hueShift} 90% 75%)`];
  if (band < 55) return [`hsl(${215 + hueShift} 65% 40%)`, `hsl(${25 + hueShift} 85% 78%)`];
  return [`hsl(${225 + hueShift} 45% 30%)`, `hsl(${200 + hueShift} 50% 85%)`];
}

/** A rolling ridge: random peak heights joined by smooth quadratic curves. */
function hills(random: () => number, baseY: number, amplitude: number): string {
  const steps = 5;
  const stepWidth = WIDTH / steps;
  const heights = Array.from(
    { length: steps + 2 },
    () => baseY - amplitude * (0.3 + 0.7 * random()),
  );
  const parts = [`M0 ${HEIGHT}`, `L0 ${heights[0]?.toFixed(0)}`];
  for (let step = 1; step <= steps + 1; step++) {
    const x = stepWidth * step - stepWidth / 2;
    const y = heights[step] ?? baseY;
    parts.push(
      step === 1
        ? `Q${(x / 2).toFixed(0)} ${(y - 20).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)}`
        : `T${x.toFixed(0)} ${y.toFixed(0)}`,
    );
  }
  parts.push(`L${WIDTH} ${HEIGHT}Z`);
  return parts.join(' ');
}

/** Buildings of varied width and height, taller towards the middle, a few with spires. */
function skyline(random: () => number, baseY: number): string {
  const shapes: string[] = [];
  let x = -10;
  while (x < WIDTH) {
    const width = 22 + random() * 42;
    const centre = 1 - Math.abs((x + width / 2) / WIDTH - 0.5) * 1.2;
    const height = 25 + random() * 95 * centre;
    const top = baseY - height;
    shapes.push(
      `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${width.toFixed(0)}" height="${(HEIGHT - top).toFixed(0)}"/>`,
    );
    if (random() < 0.12) {
      const middle = x + width / 2;
      shapes.push(
        `<path d="M${(middle - 5).toFixed(0)} ${top.toFixed(0)}L${middle.toFixed(0)} ${(top - 35).toFixed(0)}L${(middle + 5).toFixed(0)} ${top.toFixed(0)}Z"/>`,
      );
    }
    x += width + 2 + random() * 6;
  }
  return shapes.join('');
}

/**
 * The embedded adapter's "photo" of a place: an SVG postcard with its name, a sky coloured by
 * latitude, and a skyline for cities or hills for towns. Pure markup, no script, no links.
 */
export function renderPostcard(place: GazetteerPlace, subtitle: string): string {
  const random = seededRandom(place.id);
  const hueShift = Math.round(random() * 30 - 15);
  const [skyTop, skyBottom] = skyFor(place.lat, hueShift);
  const isCity = place.population >= 100_000;
  const sunX = 120 + random() * 560;
  const sunY = 90 + random() * 80;
  const name = escapeXml(place.name);
  const nameSize = place.name.length > 18 ? 44 : 60;
  const far = hills(random, 340, 110);
  const near = isCity ? skyline(random, 395) : hills(random, 410, 80);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${name}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="46" fill="#fff6d5" opacity="0.85"/>
<path d="${far}" fill="hsl(${150 + hueShift * 2} 25% 38%)" opacity="0.75"/>
<g fill="hsl(${220 + hueShift} 30% 18%)">${isCity ? near : `<path d="${near}"/>`}</g>
<rect x="10" y="10" width="${WIDTH - 20}" height="${HEIGHT - 20}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="2" rx="6"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
<text x="40" y="${HEIGHT - 78}" font-family="Georgia, 'Times New Roman', serif" font-size="${nameSize}" font-weight="700" fill="#fff">${name}</text>
<text x="42" y="${HEIGHT - 40}" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="#fff" opacity="0.9">${escapeXml(subtitle)}</text>
</svg>
`;
}
