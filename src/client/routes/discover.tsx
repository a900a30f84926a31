import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSession } from '#client/app/session';
import { useDocumentTitle } from '#client/components/use-document-title';
import { DiscoverResults } from '#client/features/discover/components/discover-results';
import { DiscoverWizard } from '#client/features/discover/discover-wizard';
import { useI18n } from '#client/lib/i18n';
import { WatchGetawayButton } from '#client/features/watches/components/watch-getaway-button';
import { daysBetween } from '#shared/domain/calendar-date';
import { useHomeCity } from './use-home-city';

/** A flexible watch's nights when the search named no dates. */
const WATCH_NIGHTS_WITHOUT_DATES = 3;

/** Discover (/discover): the three-step wizard, then destinations for its choices. */
export function DiscoverPage() {
  const { t } = useI18n();
  useDocumentTitle(t('discover.title'));
  const { session } = useSession();
  const homeCity = useHomeCity();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.6rem' }, fontWeight: 800 }}>
        {t('discover.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {t('discover.intro')}
      </Typography>
      <DiscoverWizard
        renderResults={(choice) => (
          <DiscoverResults
            choice={choice}
            homeCity={homeCity}
            isSignedIn={session.status === 'authenticated'}
            // A signed-in traveller may watch a result's price; a visitor sees no Watch action.
            {...(session.status === 'authenticated'
              ? {
                  renderResultAction: (result, search) => (
                    <WatchGetawayButton
                      getaway={{
                        place: result.place,
                        nights:
                          search.start && search.end
                            ? Math.max(1, daysBetween(search.start, search.end))
                            : WATCH_NIGHTS_WITHOUT_DATES,
                        travellers: search.travellers,
                        origin: search.origin,
                      }}
                      currency={session.user.homeCurrency}
                    />
                  ),
                }
              : {})}
          />
        )}
      />
    </Container>
  );
}
