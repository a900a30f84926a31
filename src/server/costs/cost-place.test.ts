import { describe, expect, it } from 'vitest';
import { money } from '#shared/domain/money';
import { getGazetteer } from '../providers/places/gazetteer';
import { costPlaceOf } from './cost-place';
import { estimateTripCosts } from './estimator';

describe('costPlaceOf', () => {
  const gazetteer = getGazetteer();

  it('adds coordinates, country and US state from the gazetteer', () => {
    expect(costPlaceOf(gazetteer, 'Denver, CO, United States')).toMatchObject({
      label: 'Denver, CO, United States',
      countryCode: 'US',
      admin1: 'CO',
      lat: expect.closeTo(39.74, 1),
      lng: expect.closeTo(-104.98, 1),
    });
    expect(costPlaceOf(gazetteer, 'Lisbon, Lisbon, Portugal')).toMatchObject({ countryCode: 'PT' });
  });

  it('finds New York City from "New York, NY"', () => {
    expect(costPlaceOf(gazetteer, 'New York, NY, United States')).toMatchObject({
      admin1: 'NY',
      lat: expect.closeTo(40.71, 1),
    });
  });

  it('keeps the label alone when the gazetteer does not know the place', () => {
    expect(costPlaceOf(gazetteer, 'Nowhere Special, Atlantis')).toEqual({
      label: 'Nowhere Special, Atlantis',
    });
  });

  it('gives the estimator what it needs for a whole plan from labels alone', () => {
    const result = estimateTripCosts({
      destination: costPlaceOf(gazetteer, 'Washington, D.C., United States'),
      origin: costPlaceOf(gazetteer, 'Denver, CO, United States'),
      startDate: '2026-10-10',
      endDate: '2026-10-11',
      travellers: 1,
      currency: 'USD',
    });
    expect(result.lines.map((line) => line.kind)).toEqual(['lodging', 'food', 'airfare']);
    expect(result.lines[0]?.basis).toContain('District of Columbia');
    // The capital's coordinates, never Washington, Utah's (St. George's neighbour).
    expect(costPlaceOf(gazetteer, 'Washington, D.C., United States')).toMatchObject({
      admin1: 'DC',
      lat: expect.closeTo(38.9, 1),
      lng: expect.closeTo(-77.04, 1),
    });
    expect(result.lines[0]?.mid.amount).toBeGreaterThan(money(11000, 'USD').amount);
  });
});
