import { Table, type TableCellProps } from '@wellness/shared/chakra';

/**
 * The cells of a staff table's first column when it names the row (the customer, the massager): on a
 * phone the table scrolls sideways, and the name stays in view beside the row's actions.
 */
export const NAMING_CELL: TableCellProps = {
  position: 'sticky',
  left: '0',
  zIndex: '1',
  bg: 'bg',
  boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
};

/** A staff table's header row: one column header a name, never wrapped; `namingFirst`: see NAMING_CELL. */
export function TableHead({ headers, namingFirst = false }: { headers: readonly string[]; namingFirst?: boolean }) {
  return (
    <Table.Header>
      <Table.Row>
        {headers.map((header, index) => (
          <Table.ColumnHeader key={header} whiteSpace="nowrap" {...(namingFirst && index === 0 ? NAMING_CELL : {})}>
            {header}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
