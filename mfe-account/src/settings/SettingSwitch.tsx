import { Stack, Switch, Text } from '@chakra-ui/react';

export interface SettingSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled on/off preference with a one-line hint. */
export function SettingSwitch({ label, hint, checked, disabled, onChange }: SettingSwitchProps) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      colorPalette="brand"
      display="flex"
      justifyContent="space-between"
      alignItems="center"
      gap="4"
      width="full"
    >
      <Stack gap="0.5">
        <Switch.Label fontWeight="medium">{label}</Switch.Label>
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      </Stack>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}
