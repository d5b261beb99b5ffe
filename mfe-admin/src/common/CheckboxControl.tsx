import { chakra } from '@premieres/ui';
import { useEffect, useRef } from 'react';

export interface CheckboxControlProps {
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  /** Visible text; without it `ariaLabel` names the box. */
  label?: string;
  ariaLabel?: string;
}

/**
 * One controlled checkbox (selection boxes, form flags): the browser's own, in the theme's colour.
 * Native on purpose: Chakra's Checkbox brings a state machine (zag) into the Content tab's first
 * paint for what a plain input does, mixed state included.
 */
export function CheckboxControl({ checked, onChange, label, ariaLabel }: CheckboxControlProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer" minH="6">
      <chakra.input
        ref={input}
        type="checkbox"
        checked={checked === true}
        aria-checked={checked === 'indeterminate' ? 'mixed' : undefined}
        aria-label={ariaLabel}
        onChange={(event) => onChange(event.target.checked)}
        boxSize="4"
        m="0"
        cursor="pointer"
        css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      />
      {label ? <chakra.span fontSize="sm">{label}</chakra.span> : null}
    </chakra.label>
  );
}
