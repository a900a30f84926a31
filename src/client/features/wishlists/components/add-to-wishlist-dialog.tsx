import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Trip } from '#shared/contracts/trips';
import { LIST_NAME_MAX_LENGTH } from '#shared/contracts/wishlists';
import { ApiError } from '#client/lib/api-client';
import { useI18n } from '#client/lib/i18n';
import { useAddTripToWishlist, useWishlists, type WishlistChoice } from '../api';

interface AddToWishlistDialogProps {
  open: boolean;
  /** The trip to favourite; kept while the dialog closes. */
  trip: Trip | null;
  onClose(): void;
  /** Called with the exact message once the trip is in a list. */
  onSaved(message: string): void;
}

/**
 * Each opening resets the choice and the name
 * and reloads the lists; Save uses the selected list, else a non-empty new name, else does nothing.
 */
export function AddToWishlistDialog({ open, trip, onClose, onSaved }: AddToWishlistDialogProps) {
  const { t } = useI18n();
  const titleId = useId();
  // Read when the dialog opens, not with every screen that offers it (a trip's page).
  const wishlists = useWishlists({ isWanted: open });
  const addTrip = useAddTripToWishlist();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [isNameInvalid, setIsNameInvalid] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const lists = wishlists.data ?? [];
  const selected = lists.find((list) => list._id === selectedId) ?? null;

  function reset() {
    setSelectedId(null);
    setName('');
    setError(null);
    setIsNameInvalid(false);
  }

  function handleEnter() {
    reset();
    addTrip.reset();
    // Joins the read that opening started, if one is under way.
    void wishlists.refetch({ cancelRefetch: false });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trip || addTrip.isPending) return;
    let choice: WishlistChoice;
    if (selected) choice = { wishlist: selected };
    else if (name.trim() !== '') choice = { newName: name.trim() };
    else return;
    setError(null);
    setIsNameInvalid(false);
    try {
      const listName = await addTrip.mutateAsync({ trip, choice });
      onSaved(t('wishlists.added', { list: listName }));
      onClose();
    } catch (failure) {
      // A duplicate or invalid name is the traveller's to fix, at the name field; anything else
      // is logged, with a plain request to try again.
      if (
        failure instanceof ApiError &&
        failure.msg &&
        failure.status >= 400 &&
        failure.status < 500
      ) {
        setError(failure.msg);
        if ('newName' in choice) {
          flushSync(() => setIsNameInvalid(true));
          nameRef.current?.focus();
        }
      } else {
        console.warn('Saving to a wishlist failed:', failure);
        setError(t('wishlists.saveFailed'));
      }
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: { onEnter: handleEnter },
        paper: { component: 'form', onSubmit: handleSubmit, noValidate: true } as object,
      }}
    >
      <DialogTitle id={titleId}>{t('wishlists.addTitle')}</DialogTitle>
      <DialogContent>
        {lists.length > 0 ? (
          <Box component="section" aria-labelledby={`${titleId}-existing`} sx={{ mb: 3 }}>
            <Typography
              id={`${titleId}-existing`}
              component="h3"
              variant="subtitle2"
              sx={{ mb: 1 }}
            >
              {t('wishlists.existing')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {lists.map((list) => {
                const isSelected = list._id === selectedId;
                return (
                  <Button
                    key={list._id}
                    type="button"
                    variant={isSelected ? 'contained' : 'outlined'}
                    aria-pressed={isSelected}
                    onClick={() => setSelectedId(isSelected ? null : list._id)}
                    sx={{ maxWidth: '100%', overflowWrap: 'anywhere' }}
                  >
                    {list.list_name}
                  </Button>
                );
              })}
            </Box>
          </Box>
        ) : null}
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {t('wishlists.createNew')}
        </Typography>
        <TextField
          label={t('wishlists.nameLabel')}
          name="list_name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={selected !== null}
          fullWidth
          autoComplete="off"
          inputRef={nameRef}
          error={isNameInvalid}
          // The count shows before the limit stops the typing.
          helperText={`${name.length}/${LIST_NAME_MAX_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: LIST_NAME_MAX_LENGTH } }}
        />
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button type="button" onClick={onClose}>
          {t('wishlists.cancel')}
        </Button>
        <Button type="button" onClick={reset} sx={{ ml: '0 !important' }}>
          {t('wishlists.clear')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={addTrip.isPending}
          sx={{ ml: '0 !important' }}
        >
          {t('wishlists.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
