import { Table } from '@chakra-ui/react';

/** A staff table's header row: one column header a name, never wrapped. */
export function TableHead({ headers }: { headers: readonly string[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {headers.map((header) => (
          <Table.ColumnHeader key={header} whiteSpace="nowrap">
            {header}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
