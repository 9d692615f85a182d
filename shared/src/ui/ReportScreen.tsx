import { currentMonthRange, EXTRA_VALIDATION_MESSAGES, pageCount, RECORDS_PER_PAGE, REPORT_COLUMNS, type ReportLine, reportLine } from '@wellness/shared';
import { notify } from '@wellness/shared';
import { Box, Button, Card, DataList, Heading, HStack, IconButton, SimpleGrid, Stack, Table, type TableCellProps, Text } from '@wellness/shared/chakra';
import type { ReportAnswer } from '@wellness/shared/client';
import { useCallback, useEffect, useState } from 'react';
import { saveFile } from './download';
import { TextField } from './field';
import { Paginator } from './Paginator';
import { StatusBadge } from './StatusBadge';

export interface DateRange {
  start: string;
  end: string;
}

/**
 * How the report table's cells take their room, so that all thirteen columns fit a desk's content area
 * (958 px at 1280 px, less a scroll bar's width): text wraps at its spaces, and the long free text (an e-mail address is one long word) may also break
 * inside a word once its column is 5rem wide, rather than widen it; names, numbers and times keep their
 * words whole.
 */
const FREE_TEXT: TableCellProps = { overflowWrap: 'anywhere', minW: '20' };
const CELL_PROPS: Partial<Record<keyof ReportLine, TableCellProps>> = {
  contact: { whiteSpace: 'nowrap' },
  email: FREE_TEXT,
  address: FREE_TEXT,
  issue: FREE_TEXT,
  therapy: FREE_TEXT,
};

/** Where the report screen is wide enough for its table (the screen is the container; see the return). */
const TABLE_FITS = '@container (min-width: 56rem)';

/** The report tables' columns (shared with the PDF); the status shows as its badge. */
const COLUMNS: ReadonlyArray<{ header: string; cell: (row: ReportLine) => React.ReactNode; cellProps?: TableCellProps }> = REPORT_COLUMNS.map((column) => ({
  header: column.title,
  cell: column.key === 'status' ? (row) => (row.status ? <StatusBadge status={row.status} where="report" /> : null) : column.text,
  cellProps: CELL_PROPS[column.key],
}));

export interface ReportMessages {
  notFound: string;
  unexpectedFormat: string;
  fetchError: string;
  pdfNoData: string;
  pdfError: string;
  /** Shown after Submit Dates finds rows (admin reports). */
  retrieved?: string;
  /** Shown when Submit Dates fails (massager reports); fetchError otherwise. */
  submitError?: string;
  pdfDownloaded?: string;
}

export interface ReportScreenProps {
  title: string;
  /** The report's rows for a range, one page of them (the remote's report call). */
  fetchPage: (range: DateRange, page: number, perPage: number) => Promise<ReportAnswer>;
  /** The report's PDF for a range. */
  fetchPdf: (range: DateRange) => Promise<Blob>;
  fileName: string;
  messages: ReportMessages;
}

/** Loads one page of the report's rows for a range, saying in a toast what it found or why it could not. */
function useReportRows(fetchPage: ReportScreenProps['fetchPage'], messages: ReportMessages) {
  const [rows, setRows] = useState<ReportLine[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);

  const load = useCallback(
    async (wanted: DateRange, wantedPage: number, fromSubmit: boolean) => {
      setLoading(true);
      try {
        const data = await fetchPage(wanted, wantedPage, RECORDS_PER_PAGE);
        if (!Array.isArray(data?.data)) {
          notify('error', messages.unexpectedFormat);
          setRows([]);
          setTotal(0);
          return;
        }
        const found = data.data.map(reportLine);
        setRows(found);
        setTotal(typeof data.totalRecords === 'number' ? data.totalRecords : found.length);
        if (found.length === 0) notify('info', messages.notFound);
        else if (fromSubmit && messages.retrieved) notify('success', messages.retrieved);
      } catch {
        notify('error', fromSubmit && messages.submitError ? messages.submitError : messages.fetchError);
        setRows([]);
        setTotal(0);
      } finally {
        setLoading(false);
      }
    },
    [fetchPage, messages],
  );
  return { rows, total, loading, load };
}

/** The PDF of the shown range: refused in words while there are no rows. */
function useReportDownload(
  { fetchPdf, fileName, messages }: Pick<ReportScreenProps, 'fetchPdf' | 'fileName' | 'messages'>,
  range: DateRange,
  hasRows: boolean,
) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!hasRows) {
      notify('error', messages.pdfNoData);
      return;
    }
    setDownloading(true);
    try {
      saveFile(await fetchPdf(range), fileName);
      if (messages.pdfDownloaded) notify('success', messages.pdfDownloaded);
    } catch {
      notify('error', messages.pdfError);
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}

const DATE_FIELDS: ReadonlyArray<{ key: keyof DateRange; label: string }> = [
  { key: 'start', label: 'Start date' },
  { key: 'end', label: 'End date' },
];

const PDF_ICON_PATH =
  'M6 2h9l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm8 1.5V8h4.5L14 3.5zM7 13h1.6c1.1 0 1.9.7 1.9 1.7S9.7 16.4 8.6 16.4H8V18H7v-5zm1 1v1.4h.5c.6 0 .9-.3.9-.7s-.3-.7-.9-.7H8zm3.3-1h1.6c1.5 0 2.4 1 2.4 2.5S14.4 18 12.9 18h-1.6v-5zm1 1v3h.5c.9 0 1.4-.6 1.4-1.5S13.7 14 12.8 14h-.5zm3.9-1H19v1h-1.8v1H19v1h-1.8v2h-1V13z';

/** Start and end date, Submit Dates and the PDF icon; a start after the end is refused here, in words, before any request (the server refuses it too). */
function ReportDatesForm({
  fileName,
  loading,
  downloading,
  onSubmit,
  onDownload,
}: {
  fileName: string;
  loading: boolean;
  downloading: boolean;
  onSubmit: (range: DateRange) => void;
  onDownload: () => void;
}) {
  const [draft, setDraft] = useState<DateRange>(() => currentMonthRange());
  const [rangeError, setRangeError] = useState<string | null>(null);
  const submit = (event: React.SubmitEvent) => {
    event.preventDefault();
    if (draft.start > draft.end) {
      setRangeError(EXTRA_VALIDATION_MESSAGES.dateRangeInvalid);
      return;
    }
    setRangeError(null);
    onSubmit(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Report dates">
      <HStack gap="3" align="end" wrap="wrap">
        {DATE_FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            requiredMark={false}
            invalid={Boolean(rangeError)}
            rootProps={{ w: 'auto' }}
            type="date"
            value={draft[key]}
            onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
          />
        ))}
        <Button type="submit" colorPalette="green" loading={loading}>
          Submit Dates
        </Button>
        <IconButton aria-label={`Download ${fileName}`} title="Download PDF" variant="outline" colorPalette="red" onClick={onDownload} loading={downloading}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
            <path d={PDF_ICON_PATH} />
          </svg>
        </IconButton>
      </HStack>
      {rangeError && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2">
          {rangeError}
        </Text>
      )}
    </form>
  );
}

interface ReportRowsProps {
  title: string;
  rows: ReportLine[];
  /** Says "not found" in place of the rows once a load has ended with none. */
  empty: string | null;
}

/**
 * The thirteen columns need about 900 px: where the screen's own width (the panel's content area, the
 * viewport less the sidebar) is narrower, the rows show as cards. Focusable, so that a keyboard can
 * scroll the table should a long word still widen it.
 */
function ReportTable({ title, rows, empty }: ReportRowsProps) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      display="none"
      css={{ [TABLE_FITS]: { display: 'block' } }}
      tabIndex={0}
      role="region"
      aria-label={`${title} table`}
      whiteSpace="normal"
    >
      <Table.Root size="sm" textStyle="xs" striped aria-label={title}>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column.header} px="1" verticalAlign="bottom">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              {COLUMNS.map((column) => (
                <Table.Cell key={column.header} px="1" verticalAlign="top" {...column.cellProps}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {empty && (
        <Box p="4">
          <Text color="fg.muted">{empty}</Text>
        </Box>
      )}
    </Table.ScrollArea>
  );
}

/** On a phone or a tablet each row is a card: no sideways scrolling between visits. */
function ReportCards({ title, rows, empty }: ReportRowsProps) {
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, md: 2 }}
      gap="3"
      listStyleType="none"
      m="0"
      p="0"
      display="grid"
      css={{ [TABLE_FITS]: { display: 'none' } }}
      aria-label={title}
    >
      {rows.map((row) => (
        <Card.Root as="li" key={row.id} size="sm">
          <Card.Header>
            <HStack justify="space-between" gap="2">
              <Text fontWeight="semibold">{row.name}</Text>
              {row.status && <StatusBadge status={row.status} where="report" />}
            </HStack>
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal" size="sm">
              {COLUMNS.filter((column) => column.header !== 'Name' && column.header !== 'Status').map((column) => (
                <DataList.Item key={column.header}>
                  <DataList.ItemLabel>{column.header}</DataList.ItemLabel>
                  <DataList.ItemValue wordBreak="break-word">{column.cell(row)}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      ))}
      {empty && (
        <Text as="li" color="fg.muted">
          {empty}
        </Text>
      )}
    </SimpleGrid>
  );
}

/** A report: start and end date (this month by default, loaded on entry), Submit Dates, a PDF icon, a paged table. */
export function ReportScreen({ title, fetchPage, fetchPdf, fileName, messages }: ReportScreenProps) {
  const [range, setRange] = useState<DateRange>(() => currentMonthRange());
  const [page, setPage] = useState(1);
  const { rows, total, loading, load } = useReportRows(fetchPage, messages);
  const { downloading, download } = useReportDownload({ fetchPdf, fileName, messages }, range, rows.length > 0);

  useEffect(() => {
    void load(range, 1, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once on entry; later loads come from Submit Dates and the paginator
  }, []);

  const empty = !loading && rows.length === 0 ? messages.notFound : null;
  return (
    <Stack gap="5" css={{ containerType: 'inline-size' }}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <ReportDatesForm
        fileName={fileName}
        loading={loading}
        downloading={downloading}
        onSubmit={(wanted) => {
          setRange(wanted);
          setPage(1);
          void load(wanted, 1, true);
        }}
        onDownload={() => void download()}
      />
      <ReportTable title={title} rows={rows} empty={empty} />
      <ReportCards title={title} rows={rows} empty={empty} />
      <Paginator
        page={page}
        totalPages={pageCount(total, RECORDS_PER_PAGE)}
        onChange={(next) => {
          setPage(next);
          void load(range, next, false);
        }}
      />
    </Stack>
  );
}
