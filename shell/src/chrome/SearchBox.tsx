import { useTranslation } from '@premieres/i18n';
import { Box, IconButton, Input } from '@premieres/ui';
import { Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SHELL_NS } from '../i18n';
import { searchTarget } from './nav-items';

/** A search button that opens a text field; submitting goes to /movies?q=<text>. */
export function SearchBox() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = searchTarget(text);
    if (!target) return;
    navigate(target);
    setOpen(false);
    setText('');
  };

  if (!open) {
    return (
      <IconButton variant="ghost" size="sm" aria-label={t('header.openSearch')} onClick={() => setOpen(true)}>
        <Search />
      </IconButton>
    );
  }
  return (
    <Box as="form" role="search" onSubmit={submit} display="flex" alignItems="center" gap="1">
      <Input
        autoFocus
        size="sm"
        width={{ base: '9rem', md: '14rem' }}
        type="search"
        name="q"
        value={text}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchPlaceholder')}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t('header.closeSearch')}
        onClick={() => setOpen(false)}
      >
        <X />
      </IconButton>
    </Box>
  );
}
