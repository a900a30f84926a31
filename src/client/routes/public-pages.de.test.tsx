import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as de } from '#shared/i18n/catalogs/de';
import { I18nProvider } from '#client/lib/i18n';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { AboutPage } from './about';
import { LandingPage } from './landing';
import { NotFoundPage } from './not-found';

function inGerman(ui: React.ReactNode) {
  return (
    <I18nProvider locale="de" messages={de}>
      {ui}
    </I18nProvider>
  );
}

describe('The public pages in German', { timeout: 20_000 }, () => {
  it('words the landing page, its preview card and its links in German', async () => {
    mockApi({});
    await renderScreen(inGerman(<LandingPage />));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Klüger planen, weiter reisen.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'So funktioniert’s' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Planen und speichern' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt loslegen' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByText('24,5 °C, klarer Himmel')).toBeInTheDocument();
    expect(screen.getByText(/· Sommer-Wunschliste$/)).toHaveTextContent(
      '12. Juni – 18. Juni · Sommer-Wunschliste',
    );
  });

  it('words the about page in German, Back included', async () => {
    mockApi({});
    await renderScreen(inGerman(<AboutPage />), { path: '/about' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Über Getaway Planner' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Daten vergleichen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/my-trip');
    expect(document.title).toBe('Über · Getaway Planner');
  });

  it('names an unknown page in German, in the page and the tab', async () => {
    mockApi({});
    await renderScreen(inGerman(<NotFoundPage />), { path: '/nowhere' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Die gesuchte Seite existiert nicht oder wurde verschoben.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Seite nicht gefunden · Getaway Planner');
  });
});
