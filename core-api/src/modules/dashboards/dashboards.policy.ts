// Owns who sees which dashboard figure: each figure declares the least role that sees it (commercial figures
// are for managers and up, a worker's own work for everyone); the routes' own minimum decides the board.
import { roleAtLeast, type Actor } from '../../lib/auth.js';
import type { DashboardFigure } from '../../kit/module.js';

/** Whether `actor` sees `figure` on a board they may open. */
export function seesFigure(actor: Actor, figure: Pick<DashboardFigure, 'minRole'>): boolean {
  return roleAtLeast(actor.role, figure.minRole);
}
