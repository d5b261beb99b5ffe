import { Checkbox } from '@chakra-ui/react';

export interface CheckboxControlProps {
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  /** Visible text; without it `ariaLabel` names the box. */
  label?: string;
  ariaLabel?: string;
}

/** Chakra's checkbox as one controlled element (selection boxes, form flags). */
export function CheckboxControl({ checked, onChange, label, ariaLabel }: CheckboxControlProps) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput aria-label={ariaLabel} />
      <Checkbox.Control />
      {label ? <Checkbox.Label>{label}</Checkbox.Label> : null}
    </Checkbox.Root>
  );
}
