// A report's project filter: the company's projects (newest first) as a labelled select, "All projects" first.
import { useQuery } from '@apollo/client/react';
import { ReportSelect } from './ReportSelect';
import { ReportProjectOptionsDocument } from './reports.api';

export function ReportProjectSelect(props: { value: string; onChange: (projectId: string) => void }) {
  const projects = useQuery(ReportProjectOptionsDocument).data?.projects.items ?? [];
  return (
    <ReportSelect
      label="Project"
      value={props.value}
      onChange={props.onChange}
      options={[
        { value: '', label: 'All projects' },
        ...projects.map((p) => ({ value: p.id, label: `${p.project_number} ${p.name}` })),
      ]}
    />
  );
}
