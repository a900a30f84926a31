import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as de } from '#shared/i18n/catalogs/de';
import { messages as fr } from '#shared/i18n/catalogs/fr';
import { createTranslator } from '#shared/i18n/translator';
import { ApiError, errorMessage } from './api-client';
import { setErrorTranslator } from './error-text';
import { I18nProvider, useI18n } from './i18n';

const tripGone = new ApiError(404, 'trip_not_found', 'Trip not found');

describe('errorMessage in the language on screen', () => {
  afterEach(() => setErrorTranslator(null));

  it('shows the server’s own words in English', () => {
    expect(errorMessage(tripGone, 'Could not load the trip')).toBe('Trip not found');
    expect(errorMessage(new Error('x'), 'Could not load the trip')).toBe('Could not load the trip');
  });

  it('words the code in German inside a German provider', () => {
    function Shown() {
      useI18n();
      return <p>{errorMessage(tripGone, 'Konnte nicht geladen werden')}</p>;
    }
    const { rerender } = render(
      <I18nProvider locale="de" messages={de}>
        <Shown />
      </I18nProvider>,
    );
    // The provider sets the translator after its first render.
    rerender(
      <I18nProvider locale="de" messages={de}>
        <Shown />
      </I18nProvider>,
    );
    expect(screen.getByText('Diese Reise wurde nicht gefunden.')).toBeTruthy();
  });

  it('takes a translator directly, and a code it does not know reads as the generic message', () => {
    const t = createTranslator('fr', fr);
    expect(errorMessage(new ApiError(409, 'read_only', 'Read only'), '', t)).toBe(
      'Vous pouvez seulement consulter ce voyage ; demandez à son propriétaire de vous nommer éditeur.',
    );
    expect(errorMessage(new ApiError(500, 'http_error', 'Boom'), '', t)).toBe(
      'Un problème est survenu. Veuillez réessayer.',
    );
    // Without words from the server, the screen's own fallback, as in English.
    expect(errorMessage(new ApiError(0, 'network_error', ''), 'Hors ligne', t)).toBe('Hors ligne');
  });
});
