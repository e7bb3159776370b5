// Owns /uploads: the multipart file upload helper (field `file`, optional `project_id`), listing, download and
// delete. Size is limited by multer (413); the type is checked by content in the service.
import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { actorOf, requireAuth } from '../../lib/auth.js';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/validate.js';
import type { UploadService } from './uploads.service.js';
import { presentUpload } from './uploads.service.js';

export const NO_FILE = 'Please choose a file to upload';

const uploadFieldsSchema = z.object({
  project_id: z
    .string({ error: 'project_id must be a project id' })
    .trim()
    .optional()
    .transform((v) => (v ? v : null)),
});
export const listUploadsQuerySchema = uploadFieldsSchema;

function megabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${mb.toFixed(1)} MB`;
}

export function uploadRoutes(options: {
  jwtSecret: string;
  service: UploadService;
  maxBytes: number;
}): Router {
  const { service, maxBytes } = options;
  const router = Router();
  router.use(requireAuth(options.jwtSecret));

  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
  }).single('file');

  const receive = (req: Request, res: Response, next: NextFunction) => {
    single(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') {
          return next(new PayloadTooLargeError(`File is too large. The maximum is ${megabytes(maxBytes)}`));
        }
        if (err.code === 'LIMIT_UNEXPECTED_FILE') {
          return next(ValidationError.single('file', 'Send one file in a field named file'));
        }
        return next(ValidationError.single('file', 'The upload could not be read'));
      }
      return next(ValidationError.single('file', 'The upload could not be read'));
    });
  };

  router.post('/', receive, async (req, res) => {
    const actor = actorOf(req);
    const { project_id } = parseOrThrow(uploadFieldsSchema, req.body ?? {});
    if (!req.file) throw ValidationError.single('file', NO_FILE);
    const upload = await service.create(actor, {
      projectId: project_id,
      originalName: Buffer.from(req.file.originalname, 'latin1').toString('utf8'),
      bytes: req.file.buffer,
    });
    res.status(201).json(presentUpload(upload));
  });

  router.get('/', async (req, res) => {
    const { project_id } = parseOrThrow(listUploadsQuerySchema, req.query);
    res.json((await service.list(actorOf(req), project_id)).map(presentUpload));
  });

  router.get('/:id', async (req, res) => {
    res.json(presentUpload(await service.find(actorOf(req), req.params.id)));
  });

  router.get('/:id/content', async (req, res) => {
    const { upload, bytes } = await service.content(actorOf(req), req.params.id);
    res
      .status(200)
      .type(upload.content_type)
      .setHeader(
        'Content-Disposition',
        `attachment; filename="${upload.filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(upload.filename)}`,
      )
      .setHeader('X-Content-Type-Options', 'nosniff')
      .send(bytes);
  });

  router.delete('/:id', async (req, res) => {
    await service.remove(actorOf(req), req.params.id);
    res.status(204).end();
  });

  return router;
}
