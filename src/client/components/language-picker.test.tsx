import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '#client/lib/i18n';
import { messages } from '#shared/i18n/catalogs/en';
import { LanguageLinks, LanguageSelect } from './language-picker';

describe('LanguageLinks', () => {
  it('names each language in itself, as a link a page with no script can follow', () => {
    render(<LanguageLinks />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const german = screen.getByRole('link', { name: 'Deutsch' });
    expect(nav).toContainElement(german);
    expect(german).toHaveAttribute('href', '?lang=de');
    expect(german).toHaveAttribute('hreflang', 'de');
    expect(german).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '?lang=ar');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('switches the language in place once the app runs', async () => {
    const onChange = vi.fn();
    render(
      <LocaleProvider initial="en" messages={messages} onChange={onChange}>
        <LanguageLinks />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Deutsch' }));
    expect(await screen.findByRole('navigation', { name: 'Sprache' })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith('de');
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  });
});

describe('LanguageSelect', () => {
  it("offers the browser's language and the seven, each in its own language", async () => {
    const onChange = vi.fn();
    render(<LanguageSelect value="" onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    expect(screen.getByRole('option', { name: 'Same as this browser' })).toBeInTheDocument();
    const arabic = screen.getByRole('option', { name: 'العربية' });
    expect(arabic).toHaveAttribute('lang', 'ar');
    await userEvent.click(arabic);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('ar'));
  });
});
