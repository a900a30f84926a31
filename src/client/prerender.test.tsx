import { describe, expect, it } from 'vitest';
import { renderPage } from './prerender';

describe('the public pages drawn at build time', () => {
  it("name the screen in the tab in the page's language", async () => {
    expect((await renderPage('/discover', 'de')).title).toBe('Entdecken · Getaway Planner');
    expect((await renderPage('/login', 'de')).title).toBe('Anmelden · Getaway Planner');
    expect((await renderPage('/login', 'en')).title).toBe('Login · Getaway Planner');
    expect((await renderPage('/', 'fr')).title).toBe('Getaway Planner');
  });
});
