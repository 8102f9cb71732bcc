import { useState } from 'react';
import { NumberInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';

interface PriceInputProps {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}

/** Whole rupees with Indian grouping (₹1,50,000); applied a moment after typing stops. */
export function PriceInput({ label, value, onChange }: PriceInputProps) {
  const [draft, setDraft] = useState<string | number>(value ?? '');
  const [shown, setShown] = useState(value);
  // The URL changed from elsewhere (Clear filters, Back): show its value.
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  const apply = useDebouncedCallback((next: string | number) => {
    const n = typeof next === 'number' ? next : Number.parseInt(next.replace(/\D/g, ''), 10);
    onChange(Number.isFinite(n) && n >= 0 ? n : undefined);
  }, 600);

  return (
    <NumberInput
      label={label}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        apply(next);
      }}
      onBlur={() => apply.flush()}
      prefix="₹"
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      allowDecimal={false}
      allowNegative={false}
      hideControls
      inputMode="numeric"
      min={0}
    />
  );
}
