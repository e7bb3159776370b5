// Owns liveness (/health: the process answers) and readiness (/ready: the database answers SELECT 1).
import { Router } from 'express';
import type { Sequelize } from 'sequelize';

export function healthRoutes(sequelize: Sequelize): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (req, res) => {
    try {
      await sequelize.query('SELECT 1');
      res.json({ status: 'ready' });
    } catch (err) {
      req.log?.warn({ err }, 'readiness check failed');
      res.status(503).json({ detail: 'Database unavailable', id: 'service_unavailable' });
    }
  });
  return router;
}
