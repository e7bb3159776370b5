// Public surface of the projects module — the hub other modules plug into: who may see which project, writing
// to a project's history, counting rows per project for a dependent, and the module itself.
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
} from './project-access.js';
export { ARCHIVED_LOCKED, authorize as authorizeProject, canDeleteFile } from './projects.policy.js';
