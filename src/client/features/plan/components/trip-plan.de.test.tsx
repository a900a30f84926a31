import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/i18n/catalogs/de';
import { theme } from '#client/app/theme';
import { I18nProvider } from '#client/lib/i18n';
import { fakeServer, item, lisbonPlan, tripId } from './trip-plan.fixture';
import { TripPlan } from './trip-plan';

function renderGermanPlan() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <I18nProvider locale="de" messages={messages}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <TripPlan tripId={tripId} tripStart="2025-06-03" tripEnd="2025-06-05" />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nProvider>,
  );
  return { user: userEvent.setup() };
}

describe('TripPlan in German', { timeout: 20_000 }, () => {
  it('names the days, times, durations and empty lists in German', async () => {
    const plan = lisbonPlan();
    plan.ideas = [item('Sintra day trip', null, { movedFromDay: '2025-06-04' })];
    fakeServer(plan);
    renderGermanPlan();

    const firstDay = await screen.findByRole('list', { name: /^Tag 1 · Di, 3\. Jun/ });
    expect(screen.getByRole('heading', { name: 'Tagesplan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktivität hinzufügen' })).toBeInTheDocument();
    expect(within(firstDay).getByText('09:30 · 1 Std. 30 Min.')).toBeInTheDocument();
    expect(within(firstDay).getByText('Bezahlt über: Museum passes')).toBeInTheDocument();
    expect(within(firstDay).getByRole('button', { name: 'Tile museum bearbeiten' })).toBeVisible();
    expect(screen.getByText('Für diesen Tag ist noch nichts geplant.')).toBeInTheDocument();
    expect(
      screen.getByText(
        '1 Aktivität ist hierher zurückgekommen, weil sich die Reisedaten geändert haben.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('War am Mi, 4. Jun – die Reisedaten haben sich geändert'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zu Ideen hinzufügen' })).toBeInTheDocument();
  });

  it('asks in German before deleting, and opens the German form', async () => {
    fakeServer(lisbonPlan());
    const { user } = renderGermanPlan();
    await user.click(await screen.findByRole('button', { name: 'Alfama walk löschen' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Möchtest du diese Aktivität löschen?');
    expect(within(question).getByRole('button', { name: 'Löschen' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Aktivität hinzufügen' }));
    const form = await screen.findByRole('dialog', { name: 'Aktivität hinzufügen' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'placeholder',
      'z. B. Fliesenmuseum',
    );
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(form).findByText('Gib einen Namen mit höchstens 120 Zeichen ein.'),
    ).toBeInTheDocument();
  });
});
