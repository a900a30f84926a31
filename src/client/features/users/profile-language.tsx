import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Profile, UpdateProfileBody } from '#shared/contracts/users';
import { localCalendarDate } from '#shared/domain/calendar-date';
import { negotiateLocale } from '#shared/i18n/locales';
import { useSession } from '#client/app/session';
import { LanguageSelect } from '#client/components/language-picker';
import { useI18n, useSetLocale } from '#client/lib/i18n';
import { useUpdateProfile } from './profile-api';

/**
 * The traveller's language in their profile (docs/I18N.md), saved as soon as it is picked: the
 * app switches at once, and every device they sign in on starts in it.
 */
export function ProfileLanguage({ profile }: { profile: Profile }) {
  const { t } = useI18n();
  const setLocale = useSetLocale();
  const { reloadUser } = useSession();
  const updateProfile = useUpdateProfile(profile._id);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);

  function handleChange(value: Profile['locale'] | '') {
    setStatus(null);
    const locale = value || null;
    updateProfile.mutate(
      {
        fname: profile.fname,
        lname: profile.lname,
        birthday: profile.birthday || localCalendarDate(),
        city: profile.city,
        state: profile.state as UpdateProfileBody['state'],
        zip: profile.zip,
        locale,
      },
      {
        onSuccess: () => {
          setStatus('saved');
          void setLocale(locale ?? negotiateLocale(navigator.languages));
          void reloadUser();
        },
        onError: (error) => {
          console.warn('Saving the language failed:', error);
          setStatus('failed');
        },
      },
    );
  }

  return (
    <>
      <LanguageSelect
        value={profile.locale ?? ''}
        onChange={handleChange}
        disabled={updateProfile.isPending}
        helperText={t('language.profileHelp')}
      />
      {status ? (
        <Typography
          role="status"
          variant="body2"
          color={status === 'saved' ? 'success.main' : 'error'}
          sx={{ mt: 1 }}
        >
          {status === 'saved' ? t('language.saved') : t('language.saveFailed')}
        </Typography>
      ) : null}
    </>
  );
}
