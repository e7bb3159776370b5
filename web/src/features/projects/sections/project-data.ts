// The project as the detail page loads it (one query; the sections read their parts).
import type { ProjectQuery } from '../../../generated/graphql';

export type ProjectData = NonNullable<ProjectQuery['project']>;
