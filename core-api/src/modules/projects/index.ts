// Public surface of the projects module — the hub other modules plug into: who may see which project, writing
// to a project's history, counting rows per project for a dependent, the projects' counters for dashboard figures,
// and the module itself.
export { projectsModule } from './projects.module.js';
export {
  PROJECT_NOT_FOUND,
  countRowsByProject,
  findVisibleProject,
  isProjectVisible,
  projectVisibilityWhere,
  recordProjectActivity,
  seesAllProjects,
  visibleProjectIdsSql,
  visibleProjectsWhere,
} from './project-access.js';
export { ARCHIVED_LOCKED, authorize as authorizeProject, canDeleteFile } from './projects.policy.js';
/** The company's project counters for dashboard figures: `shared('projects.counters', () => projectCounters(id))`. */
export { projectCounters } from './project-figures.js';
