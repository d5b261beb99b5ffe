import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';
import { useLanguagePicker } from '@premieres/i18n';

export interface LanguageSelectProps {
  size?: 'xs' | 'sm' | 'md';
  width?: NativeSelectRootProps['width'];
}

/** The interface-language picker (top bar, header, footer). A native select: light and accessible. */
export function LanguageSelect({ size = 'sm', width = '8.5rem' }: LanguageSelectProps) {
  const picker = useLanguagePicker();
  return (
    <NativeSelect.Root size={size} width={width} variant="subtle">
      <NativeSelect.Field
        aria-label={picker.label}
        data-testid="language-select"
        value={picker.value}
        onChange={picker.onChange}
      >
        {picker.options.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
