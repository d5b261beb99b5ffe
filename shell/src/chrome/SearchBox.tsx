import { useTranslation } from '@premieres/i18n';
import { Box, IconButton, Input } from '@premieres/ui';
import { ArrowLeft, Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SHELL_NS } from '../i18n';
import { searchTarget } from './nav-items';

interface Props {
  /** The results page (the route that declares `nav: search`). */
  to: string;
  /** The box opened or closed (the header swaps in browse's box only while this one is closed or empty). */
  onOpenChange?: (open: boolean) => void;
  /** What the member has typed so far (the header keeps this box while it holds some). */
  onTextChange?: (text: string) => void;
}

/**
 * The plain search box, kept for when browse's (suggestions as you type) cannot load: a button
 * that opens a text field; submitting opens the results page. On a phone the open box takes the
 * header's whole row, over the logo, with a back button.
 */
export function SearchBox({ to, onOpenChange, onTextChange }: Props) {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const [open, setOpenState] = useState(false);
  const [text, setTextState] = useState('');
  const setText = (next: string) => {
    setTextState(next);
    onTextChange?.(next);
  };
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = searchTarget(to, text);
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
    <Box
      as="form"
      role="search"
      onSubmit={submit}
      display="flex"
      alignItems="center"
      gap="1"
      position={{ base: 'absolute', md: 'static' }}
      inset={{ base: '0', md: 'auto' }}
      flex={{ md: '0 1 16rem' }}
      minWidth={{ md: '9rem' }}
      px={{ base: '3', md: '0' }}
      bg={{ base: 'bg', md: 'transparent' }}
      zIndex="1"
    >
      <IconButton
        variant="ghost"
        size="sm"
        display={{ base: 'inline-flex', md: 'none' }}
        aria-label={t('header.closeSearch')}
        onClick={() => setOpen(false)}
      >
        <ArrowLeft />
      </IconButton>
      <Input
        autoFocus
        size="sm"
        flex="1"
        minWidth="0"
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
        display={{ base: 'none', md: 'inline-flex' }}
        aria-label={t('header.closeSearch')}
        onClick={() => setOpen(false)}
      >
        <X />
      </IconButton>
    </Box>
  );
}
