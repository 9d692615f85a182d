import { BREAKPOINTS } from '@wellness/shared';
import { Box, Card, DataList, HStack, Stack, Table, type TableCellProps, Text, useMediaQuery } from '@wellness/shared/chakra';
import { NAMING_CELL, TableHead } from '@wellness/shared/ui';
import { Fragment, type Key, type ReactNode } from 'react';

interface ListColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column's cells in the table: their least width, how they wrap. */
  cellProps?: TableCellProps;
}

/** More of a row, opened below it: a full-width row of the table, the end of its card. */
interface RowDetail {
  id: string;
  content: ReactNode;
}

export interface ListTableProps<Row> {
  /** The table's name, and the card list's. */
  label: string;
  /** The name of the table's scrolling region ("<label> table" unless told). */
  regionLabel?: string;
  columns: readonly ListColumn<Row>[];
  /** The first column names the row (the customer, the massager): it stays in view as the table scrolls, and heads the row's card. */
  namingFirst?: boolean;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The row's buttons: the table's last column (Actions), the foot of its card. */
  actions?: (row: Row) => ReactNode;
  detail?: (row: Row) => RowDetail | null;
  /** What shows when there are no rows ("No <label> to show." unless told). */
  empty?: string;
  /** The narrowest viewport (px) whose content area holds the whole table; narrower ones get cards. */
  tableFrom?: number;
}

type ShownProps<Row> = Required<Pick<ListTableProps<Row>, 'label' | 'rows' | 'rowKey' | 'empty'>> &
  Pick<ListTableProps<Row>, 'actions' | 'detail'> & {
    /** The column that names the row, when there is one. */
    naming: ListColumn<Row> | undefined;
  };

/** One card a row: the naming column heads it, the others are label and value pairs, the actions at its foot. */
function ListCards<Row>({ label, rows, rowKey, actions, detail, empty, naming, paired }: ShownProps<Row> & { paired: readonly ListColumn<Row>[] }) {
  return (
    <Stack as="ul" aria-label={label} listStyleType="none" m="0" p="0" gap="3">
      {rows.map((row) => {
        const more = detail?.(row) ?? null;
        return (
          <Card.Root as="li" key={rowKey(row)} size="sm">
            {naming && <Card.Header>{cardTitle(naming.cell(row))}</Card.Header>}
            <Card.Body>
              <DataList.Root orientation="horizontal" size="sm" gap="2">
                {paired.map((column) => (
                  <DataList.Item key={column.header} alignItems="start">
                    <DataList.ItemLabel minW="24" flexShrink={0}>
                      {column.header}
                    </DataList.ItemLabel>
                    <DataList.ItemValue display="block" minW="0" overflowWrap="anywhere">
                      {column.cell(row)}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
              {more && (
                <Box id={more.id} mt="3" pt="3" borderTopWidth="1px">
                  {more.content}
                </Box>
              )}
            </Card.Body>
            {actions && (
              <Card.Footer>
                <HStack gap="2" wrap="wrap">
                  {actions(row)}
                </HStack>
              </Card.Footer>
            )}
          </Card.Root>
        );
      })}
      {rows.length === 0 && (
        <Text as="li" color="fg.muted">
          {empty}
        </Text>
      )}
    </Stack>
  );
}

/** The table: the naming column stays in view as it scrolls; a row's detail is a full-width row below it. */
function ListGrid<Row>({
  label,
  regionLabel,
  columns,
  rows,
  rowKey,
  actions,
  detail,
  empty,
  naming,
}: ShownProps<Row> & { regionLabel: string; columns: readonly ListColumn<Row>[] }) {
  const headers = [...columns.map((column) => column.header), ...(actions ? ['Actions'] : [])];
  return (
    // Focusable, so that a keyboard can scroll a table wider than its area.
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="white" tabIndex={0} role="region" aria-label={regionLabel} whiteSpace="normal">
      <Table.Root size="sm" aria-label={label}>
        <TableHead namingFirst={naming !== undefined} headers={headers} />
        <Table.Body>
          {rows.map((row) => {
            const more = detail?.(row) ?? null;
            return (
              <Fragment key={rowKey(row)}>
                <Table.Row borderBottomWidth={more ? '0' : undefined}>
                  {columns.map((column) => (
                    <Table.Cell key={column.header} {...column.cellProps} {...(column === naming ? NAMING_CELL : {})}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                  {actions && <Table.Cell>{actions(row)}</Table.Cell>}
                </Table.Row>
                {more && (
                  <Table.Row id={more.id} bg="gray.50">
                    <Table.Cell colSpan={headers.length}>{more.content}</Table.Cell>
                  </Table.Row>
                )}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
      {rows.length === 0 && (
        <Box p="4">
          <Text color="fg.muted">{empty}</Text>
        </Box>
      )}
    </Table.ScrollArea>
  );
}

/**
 * A staff list: a table at desk widths, and on narrower screens one card a row, its columns as label and
 * value pairs and its actions as buttons in view, so that nothing needs sideways scrolling.
 */
export function ListTable<Row>({
  label,
  regionLabel = `${label} table`,
  columns,
  namingFirst = false,
  rows,
  rowKey,
  actions,
  detail,
  empty = `No ${label.toLowerCase()} to show.`,
  tableFrom = BREAKPOINTS.md,
}: ListTableProps<Row>) {
  // A viewport query rather than a container one: it is known before the first paint, so the list never
  // flips between layouts as it appears. (Where matchMedia answers nothing, the table shows.)
  const [narrow] = useMediaQuery([`(max-width: ${tableFrom - 0.02}px)`], { ssr: false });
  const naming = namingFirst ? columns[0] : undefined;
  const shown = { label, rows, rowKey, actions, detail, empty, naming };
  return narrow ? <ListCards {...shown} paired={naming ? columns.slice(1) : columns} /> : <ListGrid {...shown} regionLabel={regionLabel} columns={columns} />;
}

/** A card's title: a plain name in bold; a cell with its own layout (a name over its contact details) as it is. */
function cardTitle(content: ReactNode): ReactNode {
  return typeof content === 'string' ? <Text fontWeight="semibold">{content}</Text> : content;
}
