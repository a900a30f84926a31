import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DiscoverKind, LongWeekend } from '#shared/contracts/compare';
import { INTL_LOCALES } from '#shared/i18n/formats';
import { useI18n, type I18n, type MessageKey } from '#client/lib/i18n';

const KIND_CHOICES: { kind: DiscoverKind | null; label: MessageKey }[] = [
  { kind: null, label: 'discover.kindAll' },
  { kind: 'city', label: 'discover.kindCity' },
  { kind: 'beach', label: 'discover.kindBeach' },
  { kind: 'mountains', label: 'discover.kindMountains' },
];

const dayRanges = new Map<string, Intl.DateTimeFormat>();

/**
 * A long weekend as the traveller reads it: the server's English label ("Memorial Day weekend,
 * May 29-31"), or in another language the holiday's name and the days as that language writes them.
 */
export function weekendLabel(
  weekend: { label: string; start: string; end: string; name?: string },
  { locale, t }: Pick<I18n, 'locale' | 't'>,
): string {
  if (locale === 'en' || locale === 'en-XA') return weekend.label;
  const tag = INTL_LOCALES[locale];
  let format = dayRanges.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayRanges.set(tag, format);
  }
  const dates = format.formatRange(
    new Date(`${weekend.start}T00:00:00Z`),
    new Date(`${weekend.end}T00:00:00Z`),
  );
  return weekend.name ? t('discover.weekendNamed', { name: weekend.name, dates }) : dates;
}

/** Narrow the results to one kind of getaway; the tiers are cut within it. */
export function KindChoices({
  kind,
  onChoose,
}: {
  kind: DiscoverKind | null;
  onChoose(kind: DiscoverKind | null): void;
}) {
  const { t } = useI18n();
  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label={t('discover.kindOfGetaway')}
      sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}
    >
      {KIND_CHOICES.map((choice) => (
        <Button
          key={choice.label}
          size="small"
          variant={kind === choice.kind ? 'contained' : 'outlined'}
          aria-pressed={kind === choice.kind}
          onClick={() => onChoose(choice.kind)}
        >
          {t(choice.label)}
        </Button>
      ))}
    </Stack>
  );
}

/** The traveller's next long weekends: choosing one prices the places for those dates. */
export function LongWeekendChoices({
  weekends,
  chosen,
  onChoose,
}: {
  weekends: readonly LongWeekend[];
  chosen: LongWeekend | null;
  onChoose(weekend: LongWeekend | null): void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {chosen
          ? t('discover.pricedFor', { weekend: weekendLabel(chosen, i18n) })
          : t('discover.longWeekendsLead')}
      </Typography>
      <Stack
        direction="row"
        role="group"
        aria-label={t('discover.longWeekends')}
        sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}
      >
        {chosen ? (
          <Button size="small" variant="outlined" onClick={() => onChoose(null)}>
            {t('discover.anyTime')}
          </Button>
        ) : null}
        {weekends.map((weekend) => (
          <Button
            key={weekend.start}
            size="small"
            variant={chosen?.start === weekend.start ? 'contained' : 'outlined'}
            aria-pressed={chosen?.start === weekend.start}
            onClick={() => onChoose(weekend)}
          >
            {weekendLabel(weekend, i18n)}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
