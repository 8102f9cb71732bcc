import { useState } from 'react';
import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';

/**
 * Mantine's SegmentedControl hides its radios at zero size; spreading each one over its segment
 * (still invisible) lets clicks, touch and automated tests reach the real radio input.
 */
const RADIO_STYLES = {
  input: { width: '100%', height: '100%', inset: 0, margin: 0, cursor: 'pointer', zIndex: 3 },
} as const;

/**
 * A segmented control whose choice shows at once, while the URL it drives catches up (router
 * navigations are transitions, and the new view may still be loading).
 */
export function InstantSegmentedControl({ value, onChange, ...props }: SegmentedControlProps) {
  const [shown, setShown] = useState(value);
  const [prop, setProp] = useState(value);
  if (prop !== value) {
    setProp(value);
    setShown(value);
  }
  return (
    <SegmentedControl
      {...props}
      styles={RADIO_STYLES}
      value={shown}
      onChange={(next) => {
        setShown(next);
        onChange?.(next);
      }}
    />
  );
}
