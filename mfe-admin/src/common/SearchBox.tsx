import { useTranslation } from '@premieres/i18n';
import { Button, Group, Input } from '@premieres/ui';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ADMIN_NS } from '../i18n';

/** A search field that asks the server on submit (Enter or the button); empty shows everything. */
export function SearchBox({
  value,
  label,
  onSearch,
}: {
  value: string;
  label: string;
  onSearch: (q: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <Group attached w="full" maxW="md">
          <Input
            type="search"
            aria-label={label}
            placeholder={label}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant="outline" aria-label={t('actions.search')}>
            <Search aria-hidden />
          </Button>
        </Group>
      </form>
    </search>
  );
}
