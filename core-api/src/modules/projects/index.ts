// Public surface of the projects module — the hub other modules plug into: creating a project, who may see which
// project, writing to a project's history, counting rows per project for a dependent, the projects' counters for
// dashboard figures, and the module itself.
export { projectsModule } from './projects.module.js';
/** Creating a project (checks, number, defaults, budget, activity), in the caller's transaction if given. */
export { createProject, type CreateProjectOptions } from './create-project.command.js';
export type { CreateProjectInput } from './projects.schema.js';
export {
  PROJECT_NOT_FOUND,
  countRowsByProject,
  findVisibleProject,
  isProjectVisible,
  projectVisibilityWhere,
  recordProjectActivity,
  visibleProjectIdsSql,
  PROJECT_NAME_OR_NUMBER,
  visibleProjectsWhere,
} from './project-access.js';
export {
  ARCHIVED_LOCKED,
  authorize as authorizeProject,
  canDeleteFile,
  seesAllProjects,
} from './projects.policy.js';
/**
 * The company's project counters for dashboard figures:
 * `shared('projects.counters', () => projectCounters(ctx.db, actor.companyId))`.
 */
export { projectCounters } from './projects.contributions.js';
