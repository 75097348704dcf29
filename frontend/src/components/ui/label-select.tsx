import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { labelOptions, type LabelCode, type LabelSetName } from '@esg/contracts/labels';

interface LabelSelectProps<S extends LabelSetName> extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** The label set of libs/contracts labels.ts whose codes are offered. */
  set: S;
  value?: LabelCode<S> | null;
  onChange?: (value: LabelCode<S> | null) => void;
  /** Only these codes (in the registry's order); all by default. */
  only?: readonly LabelCode<S>[];
}

/** A choice among the codes of a label set, shown with their labels (priority, status, tag…). */
export function LabelSelect<S extends LabelSetName>({
  set,
  value,
  onChange,
  only,
  ...props
}: LabelSelectProps<S>) {
  const data = labelOptions(set).filter((o) => !only || only.includes(o.value));
  return (
    <Select
      {...props}
      data={data}
      value={value}
      onChange={(next) => onChange?.(next as LabelCode<S> | null)}
    />
  );
}

interface LabelMultiSelectProps<S extends LabelSetName> extends Omit<
  MultiSelectProps,
  'data' | 'value' | 'onChange'
> {
  set: S;
  value: LabelCode<S>[];
  onChange: (value: LabelCode<S>[]) => void;
}

/** Several codes of a label set (a status filter, say). */
export function LabelMultiSelect<S extends LabelSetName>({
  set,
  value,
  onChange,
  ...props
}: LabelMultiSelectProps<S>) {
  return (
    <MultiSelect
      {...props}
      data={labelOptions(set)}
      value={value}
      onChange={(next) => onChange(next as LabelCode<S>[])}
    />
  );
}
