import { DataList } from '@wellness/shared/chakra';
import type { ReactNode } from 'react';

/** A card's label and value pairs, labels in a column of `labelWidth`, long values wrapping. */
export function CardDetails({ details, labelWidth }: { details: ReadonlyArray<readonly [string, ReactNode]>; labelWidth: string }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {details.map(([label, value]) => (
        <DataList.Item key={label} alignItems="start">
          <DataList.ItemLabel minW={labelWidth} flexShrink={0}>
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word" minW="0">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
