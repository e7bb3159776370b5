// A report's downloads: the spreadsheet (CSV or Excel, through the exports pass-through every list uses) and the
// PDF (its own pass-through), both with the filters on screen.
import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { ExportMenu, type ExportFilters } from '../../components/list';
import { downloadFile, FileCallError } from '../../lib/files';
import { showToast } from '../../lib/toast';
import { downloadQuery } from './report-params';

export function ReportDownloads(props: {
  report: 'applications' | 'cis' | 'vat' | 'plant' | 'cvr' | 'cost-to-complete';
  filters: ExportFilters;
  pdfName: string;
}) {
  const [busy, setBusy] = useState(false);
  const pdf = async () => {
    setBusy(true);
    try {
      const query = downloadQuery(props.filters as Record<string, string | number | boolean | null>);
      await downloadFile(`/files/reports/${props.report}/pdf${query ? `?${query}` : ''}`, props.pdfName);
    } catch (err) {
      if (err instanceof FileCallError && err.message) showToast('error', err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack gap="2" flexShrink={0}>
      <ExportMenu list={`reports/${props.report}`} filters={props.filters} />
      <Button variant="outline" size="sm" loading={busy} loadingText="Making PDF…" onClick={() => void pdf()}>
        <FileText aria-hidden size={16} /> PDF
      </Button>
    </HStack>
  );
}
