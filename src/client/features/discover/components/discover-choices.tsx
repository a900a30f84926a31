import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DiscoverKind, LongWeekend } from '#shared/contracts/compare';

const KIND_CHOICES: { kind: DiscoverKind | null; label: string }[] = [
  { kind: null, label: 'All' },
  { kind: 'city', label: 'City' },
  { kind: 'beach', label: 'Beach' },
  { kind: 'mountains', label: 'Mountains' },
];

/** Narrow the results to one kind of getaway; the tiers are cut within it. */
export function KindChoices({
  kind,
  onChoose,
}: {
  kind: DiscoverKind | null;
  onChoose(kind: DiscoverKind | null): void;
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label="Kind of getaway"
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
          {choice.label}
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
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {chosen ? `Priced for ${chosen.label}.` : 'Long weekends:'}
      </Typography>
      <Stack
        direction="row"
        role="group"
        aria-label="Long weekends"
        sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}
      >
        {chosen ? (
          <Button size="small" variant="outlined" onClick={() => onChoose(null)}>
            Any time
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
            {weekend.label}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
