import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { BackButton } from '#client/components/back-button';
import { FormMessage } from '#client/components/form-message';
import { PageLoading } from '#client/components/page-loading';
import { useDocumentTitle } from '#client/components/use-document-title';
import { useSession } from '#client/app/session';
import { useProfile } from '#client/features/users/profile-api';
import { ProfileForm } from '#client/features/users/profile-form';
import { NotificationSettings } from '#client/features/notifications/components/notification-settings';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { useI18n } from '#client/lib/i18n';

/** A malformed id can name no user either, so it reads the same as a missing one. */
function isMissingUser(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Profile (/profile/:id). */
export function ProfilePage() {
  const { t } = useI18n();
  useDocumentTitle(t('profile.title'));
  const { id = '' } = useParams();
  const { session } = useSession();
  const profile = useProfile(id, { enabled: session.status === 'authenticated' });

  let content;
  if (session.status === 'loading') {
    content = <PageLoading />;
  } else if (session.status === 'anonymous') {
    content = (
      <>
        <Typography variant="h1" sx={{ fontSize: '2rem', fontWeight: 800, mb: 2 }}>
          {t('profile.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('profile.loggedOut')}</Typography>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('profile.goToLogin')}
        </Button>
      </>
    );
  } else if (profile.isError) {
    content = isMissingUser(profile.error) ? (
      <>
        <Typography variant="h1" sx={{ fontSize: '1.6rem', fontWeight: 700, mb: 1 }}>
          {t('profile.notFoundTitle')}
        </Typography>
        <Typography color="text.secondary">{t('profile.notFoundText')}</Typography>
      </>
    ) : (
      <>
        <Typography variant="h1" sx={{ fontSize: '2rem', fontWeight: 800, mb: 2 }}>
          {t('profile.title')}
        </Typography>
        <FormMessage message={errorMessage(profile.error, t('profile.loadFailed'))} />
      </>
    );
  } else if (!profile.data) {
    content = <PageLoading />;
  } else {
    const data = profile.data;
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: '20px' }}>
        <ProfileForm
          profile={data}
          heading={
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Avatar
                aria-hidden="true"
                sx={{
                  bgcolor: 'primary.main',
                  width: { xs: 44, sm: 56 },
                  height: { xs: 44, sm: 56 },
                  fontSize: { xs: '1.1rem', sm: '1.4rem' },
                }}
              >
                {data.fname.charAt(0).toUpperCase()}
                {data.lname.charAt(0).toUpperCase()}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  variant="h1"
                  sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' }, fontWeight: 800 }}
                >
                  {t('profile.title')}
                </Typography>
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {data.email}
                </Typography>
              </Box>
            </Stack>
          }
        />
      </Paper>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <BackButton />
      {content}
      {session.status === 'authenticated' && profile.data ? (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, mt: 3, borderRadius: '20px' }}>
          <NotificationSettings />
        </Paper>
      ) : null}
    </Container>
  );
}
