import { Input } from '@chakra-ui/react';
import { useTranslation } from '@premieres/i18n';
import { Button, HStack, IconButton, Stack } from '@premieres/ui';
import { Plus, X } from 'lucide-react';
import { ADMIN_NS } from '../i18n';

export interface CastEditorProps {
  value: string[];
  onChange: (cast: string[]) => void;
  invalid?: boolean;
}

/** Cast as a list: one input per name, add and remove (the rules check trimming and duplicates). */
export function CastEditor({ value, onChange, invalid }: CastEditorProps) {
  const { t } = useTranslation(ADMIN_NS);
  const replace = (index: number, name: string) =>
    onChange(value.map((old, i) => (i === index ? name : old)));
  return (
    <Stack gap="2">
      {value.map((name, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat or be empty while typing; position is the identity.
        <HStack key={index}>
          <Input
            value={name}
            aria-label={t('form.castMember', { n: index + 1 })}
            aria-invalid={invalid || undefined}
            onChange={(event) => replace(index, event.target.value)}
          />
          <IconButton
            aria-label={t('form.removeCast', { name: name.trim() || index + 1 })}
            variant="ghost"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <X />
          </IconButton>
        </HStack>
      ))}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange([...value, ''])}>
        <Plus aria-hidden /> {t('form.addCast')}
      </Button>
    </Stack>
  );
}
