import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages as de } from '#shared/i18n/catalogs/de';
import { I18nProvider } from '#client/lib/i18n';
import { loggedInHandlers, mockApi, testUser } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { AppHeader } from './app-header';
import { ConfirmDialog } from './confirm-dialog';
import { LoadError } from './load-error';
import { TripTabs } from './trip-tabs';

describe('The app shell in German', { timeout: 20_000 }, () => {
  it('names the header links, the trip tabs and their navigations in German', async () => {
    mockApi(loggedInHandlers());
    await renderScreen(
      <I18nProvider locale="de" messages={de}>
        <AppHeader userId={testUser._id} />
        <TripTabs />
      </I18nProvider>,
      { path: '/explore', loggedIn: true },
    );
    const account = screen.getByRole('navigation', { name: 'Konto' });
    for (const name of ['Preisalarme', 'Über', 'Profil', 'Abmelden']) {
      expect(within(account).getByText(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Getaway Planner, meine Reisen' })).toHaveAttribute(
      'href',
      '/my-trip',
    );
    const tabs = screen.getByRole('navigation', { name: 'Reisen' });
    expect(within(tabs).getByRole('tab', { name: 'Erkunden' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('tab', { name: 'Meine Reisen' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Vergangene' })).toBeInTheDocument();
  });

  it('offers Retry and the dialog buttons in German', async () => {
    mockApi({});
    await renderScreen(
      <I18nProvider locale="de" messages={de}>
        <LoadError message="Deine Reisen konnten nicht geladen werden." onRetry={vi.fn()} />
        <ConfirmDialog open question="Reise löschen?" onCancel={vi.fn()} onConfirm={vi.fn()} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('button', { name: 'Erneut versuchen', hidden: true }),
    ).toBeInTheDocument();
    const dialog = screen.getByRole('alertdialog', { name: 'Reise löschen?' });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
  });
});
