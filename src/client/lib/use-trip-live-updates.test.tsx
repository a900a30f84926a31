import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from './api-client';
import { startLiveStream } from './live-stream';
import { useTripLiveUpdates } from './use-trip-live-updates';

const tripId = '22222222-2222-4222-8222-222222222222';
const otherTripId = '33333333-3333-4333-8333-333333333333';

/** Counts the reads of each key; each answer is "<read> #<count>". */
function useCountedRead(key: readonly string[], counts: Map<string, number>) {
  const name = key.join(' ');
  return useQuery({
    queryKey: key,
    queryFn: () => {
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return `${name} #${counts.get(name)}`;
    },
  }).data;
}

function TripPage({ counts }: { counts: Map<string, number> }) {
  useTripLiveUpdates(tripId);
  const reads = [
    useCountedRead(['/api/trips/getaway/:id/costs', tripId], counts),
    useCountedRead(['/api/trips/getaway/:id/plan', tripId], counts),
    useCountedRead(['/api/trips/getaway/:id/costs', otherTripId], counts),
  ];
  return <p>{reads.join(', ')}</p>;
}

let release = () => {};
afterEach(() => {
  release();
  setAccessToken(null);
});

describe('useTripLiveUpdates', () => {
  it("re-reads only the open trip's parts a change names", async () => {
    setAccessToken('token-1');
    const encoder = new TextEncoder();
    let server!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => (server = c) });
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(body, { status: 200 }));
    const counts = new Map<string, number>();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TripPage counts={counts} />
      </QueryClientProvider>,
    );
    release = startLiveStream();
    await screen.findByText(
      `/api/trips/getaway/:id/costs ${tripId} #1, /api/trips/getaway/:id/plan ${tripId} #1, /api/trips/getaway/:id/costs ${otherTripId} #1`,
    );

    server.enqueue(
      encoder.encode(`event: trip_changed\ndata: {"tripId":"${tripId}","parts":["costs"]}\n\n`),
    );
    expect(
      await screen.findByText(
        `/api/trips/getaway/:id/costs ${tripId} #2, /api/trips/getaway/:id/plan ${tripId} #1, /api/trips/getaway/:id/costs ${otherTripId} #1`,
      ),
    ).toBeInTheDocument();
    spy.mockRestore();
  });
});
