import { describe, expect, it } from 'vitest';
import { weatherQueryFor } from './api';
import { formatTemperature, isMoreThanTwoWeeksAway, weatherIconKind } from './weather-display';

describe('weatherIconKind', () => {
  it.each([
    ['clear sky', 'clear'],
    ['few clouds', 'cloud'],
    ['overcast clouds', 'cloud'],
    ['light rain', 'rain'],
    ['freezing drizzle and rain', 'rain'],
    ['light snow', 'snow'],
    ['thunderstorm', 'thunderstorm'],
    ['Thunderstorm with light rain', 'thunderstorm'],
    ['Clear', 'clear'],
  ])('picks the %s icon by substring', (description, kind) => {
    expect(weatherIconKind(description)).toBe(kind);
  });

  it('falls back to a cloud for anything else', () => {
    expect(weatherIconKind('mist')).toBe('cloud');
    expect(weatherIconKind('')).toBe('cloud');
  });
});

describe('formatTemperature', () => {
  it('shows one decimal with °C', () => {
    expect(formatTemperature(21.456)).toBe('21.5°C');
    expect(formatTemperature(7)).toBe('7.0°C');
    expect(formatTemperature(-3.25)).toBe('-3.2°C');
  });

  it('never shows minus zero', () => {
    expect(formatTemperature(-0.04)).toBe('0.0°C');
  });
});

describe('weatherQueryFor', () => {
  it('sends city, state and country from a three-part address', () => {
    expect(weatherQueryFor('Denver, CO, United States')).toEqual({
      city: 'Denver',
      state: 'CO',
      country: 'United States',
    });
  });

  it('leaves out the empty parts', () => {
    expect(weatherQueryFor('Lisbon, , Portugal')).toEqual({ city: 'Lisbon', country: 'Portugal' });
    expect(weatherQueryFor('Singapore, Singapore')).toEqual({
      city: 'Singapore',
      country: 'Singapore',
    });
    expect(weatherQueryFor('Reykjavik')).toEqual({ city: 'Reykjavik' });
  });

  it('asks nothing for an empty address', () => {
    expect(weatherQueryFor(' , ')).toBeNull();
  });
});

describe('isMoreThanTwoWeeksAway', () => {
  it('is true only for a start after the fourteenth day from today', () => {
    expect(isMoreThanTwoWeeksAway('2026-12-08', '2026-11-23')).toBe(true);
    expect(isMoreThanTwoWeeksAway('2026-12-07', '2026-11-23')).toBe(false);
    expect(isMoreThanTwoWeeksAway('2026-11-01', '2026-11-23')).toBe(false);
    expect(isMoreThanTwoWeeksAway(null, '2026-11-23')).toBe(false);
  });
});
