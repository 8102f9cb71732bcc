import { useState } from 'react';
import { NumberInput } from '@mantine/core';

/**
 * A whole-number box that reports its value when the person leaves it or presses Enter, not on
 * every key, so a search is not asked for "1", "12", "120"… while typing ₹12,000.
 */
export function AmountInput({
  label,
  value,
  onCommit,
  min = 0,
  max,
  prefix,
}: {
  label: string;
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
  min?: number;
  max?: number;
  prefix?: string;
}) {
  const [draft, setDraft] = useState<string | number>(value ?? '');
  const [seen, setSeen] = useState(value);
  // The URL changed elsewhere (Back, Clear filters): show its value.
  if (seen !== value) {
    setSeen(value);
    setDraft(value ?? '');
  }
  const commit = () => {
    const n = typeof draft === 'number' ? draft : draft === '' ? undefined : Number(draft);
    const next = n === undefined || Number.isNaN(n) ? undefined : n;
    if (next !== value) onCommit(next);
  };
  return (
    <NumberInput
      label={label}
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      prefix={prefix}
      inputMode="numeric"
    />
  );
}
