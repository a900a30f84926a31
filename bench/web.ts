import type { Traveller } from './seed';
export async function webFigures(_origin: string, _me: Traveller) {
  return { text: '', json: {} };
}
