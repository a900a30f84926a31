import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as de } from '#shared/i18n/catalogs/de';
import { I18nProvider } from '#client/lib/i18n';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

function inGerman(ui: React.ReactNode) {
  return (
    <I18nProvider locale="de" messages={de}>
      {ui}
    </I18nProvider>
  );
}

// MUI forms render slowly in jsdom on a busy machine; the default 5 s is too tight.
describe('The account forms in German', { timeout: 20_000 }, () => {
  it('labels the login form and asks for both fields in German', async () => {
    const { calls } = mockApi({});
    const { user } = await renderScreen(inGerman(<LoginForm />), { path: '/login' });
    expect(screen.getByLabelText(/E-Mail/)).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText(/Passwort/)).toHaveAttribute('name', 'password');
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByText(/Neu bei Getaway Planner\?/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte gib deine E-Mail-Adresse und dein Passwort ein.',
    );
    expect(screen.getByText('Gib deine E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByText('Gib dein Passwort ein.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the shared account checks in German on the register form', async () => {
    const { calls } = mockApi({});
    const { user } = await renderScreen(inGerman(<RegisterForm />), { path: '/register' });
    const state = screen.getByLabelText(/Bundesstaat/) as HTMLSelectElement;
    expect(state.options[0]).toHaveTextContent('Bundesstaat wählen');
    expect(screen.getByText('Mindestens 8 Zeichen.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Alle Felder sind erforderlich.');
    expect(screen.getAllByText('Dieses Feld ist erforderlich.').length).toBeGreaterThan(0);

    for (const [label, value] of [
      [/Vorname/, 'Grace'],
      [/Nachname/, 'Hopper'],
      [/E-Mail/, 'grace@example.com'],
      [/Passwort/, 'a-long-enough-password'],
      [/Stadt/, 'Denver'],
      [/Postleitzahl/, '802'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    await user.type(screen.getByLabelText(/Geburtsdatum/), '1988-06-15');
    await user.selectOptions(state, 'CO');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Postleitzahl muss genau 5 Ziffern haben.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
