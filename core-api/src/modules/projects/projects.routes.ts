// Owns the /projects routes: parse, call ProjectService, present. Rules live in the service and the policy.
import { Router, type Request, type Response } from 'express';
import type { Sequelize } from 'sequelize';
import { actorOf, requireAuth } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import type { DriveAdapter } from './drive.js';
import { FolderService } from './folders.service.js';
import { renderProjectPdf } from './projects.export.js';
import {
  presentActivity,
  presentNote,
  presentPage,
  presentProject,
  presentTeamMember,
} from './projects.presenter.js';
import {
  addTeamMemberSchema,
  candidatesQuerySchema,
  createNoteSchema,
  createProjectSchema,
  deleteQuerySchema,
  exportQuerySchema,
  idsQuerySchema,
  listQuerySchema,
  pageQuerySchema,
  reasonSchema,
  updateNoteSchema,
  updateProjectSchema,
} from './projects.schema.js';
import { ProjectService, type ListMode } from './projects.service.js';

export interface ProjectRoutesOptions {
  sequelize: Sequelize;
  jwtSecret: string;
  drive: DriveAdapter;
}

export function projectRoutes({ sequelize, jwtSecret, drive }: ProjectRoutesOptions): Router {
  const service = new ProjectService(sequelize);
  const folders = new FolderService(service, drive);
  const router = Router();
  router.use(requireAuth(jwtSecret));

  const listRoute = (mode: ListMode) => async (req: Request, res: Response) => {
    const actor = actorOf(req);
    const query = parseOrThrow(listQuerySchema, req.query);
    const page = await service.list(actor, query, mode);
    res.json(
      presentPage(
        page.rows.map((p) => presentProject(p, actor)),
        page.total,
        page.page,
        page.size,
      ),
    );
  };

  router.get('/', listRoute('all'));
  router.get('/archived', listRoute('archived'));
  router.get('/my', listRoute('my'));

  router.get('/for-forms', async (req, res) => {
    const projects = await service.forForms(actorOf(req));
    res.json(
      projects.map((p) => ({
        id: p.id,
        project_number: p.project_number,
        name: p.name,
        status: p.status,
        site_postcode: p.site_postcode ?? null,
      })),
    );
  });

  router.get('/batch', async (req, res) => {
    const actor = actorOf(req);
    const { ids } = parseOrThrow(idsQuerySchema, req.query);
    const projects = await service.batch(actor, ids);
    res.json({ items: projects.map((p) => presentProject(p, actor)) });
  });

  router.get('/counts', async (req, res) => {
    const { ids } = parseOrThrow(idsQuerySchema, req.query);
    res.json({ items: await service.counts(actorOf(req), ids) });
  });

  router.post('/', async (req, res) => {
    const actor = actorOf(req);
    const input = parseOrThrow(createProjectSchema, req.body ?? {});
    res.status(201).json(presentProject(await service.create(actor, input), actor));
  });

  router.get('/:id', async (req, res) => {
    const actor = actorOf(req);
    res.json(presentProject(await service.findVisible(actor, req.params.id), actor));
  });

  router.put('/:id', async (req, res) => {
    const actor = actorOf(req);
    const input = parseOrThrow(updateProjectSchema, req.body ?? {});
    res.json(presentProject(await service.update(actor, req.params.id, input), actor));
  });

  router.post('/:id/archive', async (req, res) => {
    const actor = actorOf(req);
    const { reason } = parseOrThrow(reasonSchema, req.body ?? {});
    res.json(presentProject(await service.archive(actor, req.params.id, reason), actor));
  });

  router.post('/:id/restore', async (req, res) => {
    const actor = actorOf(req);
    const { reason } = parseOrThrow(reasonSchema, req.body ?? {});
    res.json(presentProject(await service.restore(actor, req.params.id, reason), actor));
  });

  router.delete('/:id', async (req, res) => {
    const { force } = parseOrThrow(deleteQuerySchema, req.query);
    const keys = await service.remove(actorOf(req), req.params.id, force ?? false);
    // The rows are gone (committed); the bytes follow, best-effort.
    await Promise.all(keys.map((key) => drive.deleteFile(key).catch(() => undefined)));
    res.status(204).end();
  });

  router.get('/:id/team', async (req, res) => {
    res.json((await service.team(actorOf(req), req.params.id)).map(presentTeamMember));
  });

  router.get('/:id/team/candidates', async (req, res) => {
    const { search } = parseOrThrow(candidatesQuerySchema, req.query);
    const users = await service.teamCandidates(actorOf(req), req.params.id, search);
    res.json(
      users.map((u) => ({
        id: u.id,
        first_name: u.first_name,
        last_name: u.last_name,
        email: u.email,
        role: u.role,
      })),
    );
  });

  router.post('/:id/team', async (req, res) => {
    const actor = actorOf(req);
    const input = parseOrThrow(addTeamMemberSchema, req.body ?? {});
    res.status(201).json(presentTeamMember(await service.addTeamMember(actor, req.params.id, input)));
  });

  router.delete('/:id/team/:userId', async (req, res) => {
    await service.removeTeamMember(actorOf(req), req.params.id, req.params.userId);
    res.status(204).end();
  });

  router.get('/:id/notes', async (req, res) => {
    const actor = actorOf(req);
    res.json((await service.notes(actor, req.params.id)).map((n) => presentNote(n, actor)));
  });

  router.post('/:id/notes', async (req, res) => {
    const actor = actorOf(req);
    const input = parseOrThrow(createNoteSchema, req.body ?? {});
    res.status(201).json(presentNote(await service.addNote(actor, req.params.id, input), actor));
  });

  router.put('/:id/notes/:noteId', async (req, res) => {
    const actor = actorOf(req);
    const input = parseOrThrow(updateNoteSchema, req.body ?? {});
    const note = await service.updateNote(actor, req.params.id, req.params.noteId, input);
    res.json(presentNote(note, actor));
  });

  router.delete('/:id/notes/:noteId', async (req, res) => {
    await service.deleteNote(actorOf(req), req.params.id, req.params.noteId);
    res.status(204).end();
  });

  router.get('/:id/stats', async (req, res) => {
    res.json(await service.stats(actorOf(req), req.params.id));
  });

  router.get('/:id/activity', async (req, res) => {
    const query = parseOrThrow(pageQuerySchema, req.query);
    const page = await service.activity(
      actorOf(req),
      req.params.id,
      query.page ?? 1,
      Math.min(query.size ?? 20, 100),
    );
    res.json(presentPage(page.rows.map(presentActivity), page.total, page.page, page.size));
  });

  router.get('/:id/folder-status', async (req, res) => {
    res.json(await folders.status(actorOf(req), req.params.id));
  });

  router.post('/:id/create-folder-structure', async (req, res) => {
    res.json(await folders.create(actorOf(req), req.params.id));
  });

  router.get('/:id/export', async (req, res) => {
    const actor = actorOf(req);
    parseOrThrow(exportQuerySchema, req.query);
    const { project, team, notes } = await service.exportData(actor, req.params.id);
    const pdf = renderProjectPdf(project, team, notes);
    const slug = project.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60);
    res
      .status(200)
      .type('application/pdf')
      .setHeader('Content-Disposition', `attachment; filename="${project.project_number}-${slug}.pdf"`)
      .send(pdf);
  });

  return router;
}
