// TREK 3.0.15, the self-hosted trip planner we measure against (docs/PERFORMANCE.md, "Beside
// TREK"): its API for the mix, and its travellers made through that API. TREK allows ten
// registrations per address in a window, so travellers register from several loopback addresses.
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { request } from 'node:http';
import {
  MIX_COSTED_TRIPS,
  MIX_LINES,
  MIX_TRAVELLERS,
  MIX_TRIPS,
  forEachLimited,
  type MixApi,
  type MixTraveller,
} from './mix';

export const TREK_API: MixApi = {
  tripList: '/api/trips',
  trip: (id) => `/api/trips/${id}`,
  costs: (id) => `/api/trips/${id}/budget`,
  newLine: (n) => ({ name: `Dinner ${n}`, category: 'Food', total_price: 20 + (n % 50) }),
};

/** Registrations per loopback address (TREK refuses the eleventh in its window). */
const PER_ADDRESS = 10;

/** A JSON POST to TREK from `localAddress`; its JSON answer. */
function post(
  origin: string,
  path: string,
  body: unknown,
  options: { authorization?: string; localAddress?: string } = {},
): Promise<unknown> {
  const payload = JSON.stringify(body);
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        localAddress: options.localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(options.authorization ? { authorization: options.authorization } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status < 200 || status >= 300) {
            reject(new Error(`TREK POST ${path}: ${status} ${text.slice(0, 200)}`));
          } else {
            resolve(JSON.parse(text) as unknown);
          }
        });
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** The mix's travellers in TREK, seeded as ours are (bench/mix.ts, seedOurMix). */
export async function seedTrekMix(origin: string, count = MIX_TRAVELLERS): Promise<MixTraveller[]> {
  const travellers: MixTraveller[] = [];
  const stamp = Date.now();
  await forEachLimited(count, 4, async (index) => {
    const localAddress = `127.0.0.${2 + Math.floor(index / PER_ADDRESS)}`;
    const { token } = (await post(
      origin,
      '/api/auth/register',
      {
        username: `mix${index}x${stamp}`,
        email: `mix-${index}-${stamp}@example.com`,
        password: 'Bench-passw0rd!x',
      },
      { localAddress },
    )) as { token: string };
    const authorization = `Bearer ${token}`;
    const tripIds: string[] = [];
    for (let i = 0; i < MIX_TRIPS; i++) {
      const month = String(1 + ((index + i) % 12)).padStart(2, '0');
      const { trip } = (await post(
        origin,
        '/api/trips',
        {
          title: `Lisbon ${i}`,
          start_date: `2027-${month}-0${1 + (i % 9)}`,
          end_date: `2027-${month}-1${1 + (i % 9)}`,
          currency: 'USD',
        },
        { authorization },
      )) as { trip: { id: number } };
      tripIds.push(String(trip.id));
    }
    const costed = tripIds.slice(0, MIX_COSTED_TRIPS);
    for (const tripId of costed) {
      for (let line = 0; line < MIX_LINES; line++) {
        await post(origin, TREK_API.costs(tripId), TREK_API.newLine(line), { authorization });
      }
    }
    travellers[index] = { authorization, tripIds: costed };
  });
  return travellers;
}

/** The process listening on TCP `port` on this machine (Linux /proc), or 0 when not found. */
export function pidListeningOn(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = existsSync(table) ? readFileSync(table, 'utf8').split('\n').slice(1) : [];
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local address is field 1 (ADDR:PORT), state field 3 (0A is LISTEN), inode field 9.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9]) {
        inodes.add(`socket:[${fields[9]}]`);
      }
    }
  }
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
      }
    } catch {
      // a process that ended, or one that is not ours to read
    }
  }
  return 0;
}
