import type { SyntheticEvent } from 'react';

/** A nature and water picture shipped with the client, so no card shows a broken image offline. */
export const FALLBACK_IMAGE = '/images/nature-water.svg';

/** `onError` for an <img>: swaps a picture that fails to load for the shipped one, once. */
export function showFallbackImage(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(FALLBACK_IMAGE)) image.src = FALLBACK_IMAGE;
}
