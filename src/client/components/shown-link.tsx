import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '#client/lib/i18n';

/**
 * A new private link, this once (docs/SECURITY.md): a read-only field, Copy, any `action` of the
 * link's own (Subscribe, for a calendar), and Hide. Its token is kept nowhere the page could read
 * it again. Invite, share and calendar links all show this way.
 */
export function ShownLink({
  label,
  url,
  notice,
  action,
  onHide,
}: {
  label: string;
  url: string;
  notice: string;
  action?: ReactNode;
  onHide(): void;
}) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const fieldId = useId();
  const { t } = useI18n();

  // The new link is where the traveller's attention goes: keyboard and reader users land on it.
  useEffect(() => {
    fieldRef.current?.focus();
  }, [url]);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected to copy by hand.
      fieldRef.current?.select();
      setCopied('failed');
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {notice}
      </Alert>
      <TextField
        id={fieldId}
        label={label}
        value={url}
        fullWidth
        size="small"
        inputRef={fieldRef}
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1.5, alignItems: { sm: 'center' } }}
      >
        <Button variant="contained" onClick={() => void handleCopy()}>
          {t('common.copy')}
        </Button>
        {action}
        <Button onClick={onHide}>{t('common.hideLink')}</Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
        {copied === 'copied'
          ? t('common.linkCopied')
          : copied === 'failed'
            ? t('common.copyFailed')
            : ''}
      </Typography>
    </Paper>
  );
}
