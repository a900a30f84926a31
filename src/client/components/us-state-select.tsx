import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { US_STATES } from '#shared/domain/us-states';
import { useI18n } from '#client/lib/i18n';

type Props = Omit<TextFieldProps, 'select' | 'children' | 'onChange' | 'value'> & {
  value: string;
  onChange(code: string): void;
};

/**
 * The 50 states as a native select: the value is the two-letter code, the first
 * option reads 'Select State'. Native, so phones show their own picker and keyboards just work.
 */
export function UsStateSelect({ value, onChange, slotProps, ...props }: Props) {
  const { t } = useI18n();
  return (
    <TextField
      {...props}
      select
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('common.selectState')}</option>
      {US_STATES.map((state) => (
        <option key={state.code} value={state.code}>
          {state.name}
        </option>
      ))}
    </TextField>
  );
}
