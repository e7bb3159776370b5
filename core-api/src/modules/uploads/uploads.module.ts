// Owns /uploads: the multipart upload helper (field `file`, optional `project_id`), listing, download and
// delete, a project's files as one of its dependents, and the hourly sweep of orphaned stored files. Size is limited by multer (413); the type is checked
// by content in the service.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { defineModule } from '../../kit/module.js';
import { uuidParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.js';
import { consumeOrThrow, pgRateLimiter } from '../../lib/rate-limit.js';
import { Upload } from '../../models/index.js';
import { UPLOAD_NOT_FOUND, megabytes, UploadService, filesDependent } from './uploads.service.js';
import { presentUpload, uploadSchema } from './uploads.presenter.js';
import { sweepOrphanFilesJob } from './uploads.sweeper.js';

export const NO_FILE = 'Please choose a file to upload';

const uploadFieldsSchema = z.object({
  project_id: z
    .string({ error: 'project_id must be a project id' })
    .trim()
    .optional()
    .transform((v) => (v ? v : null)),
});
export const listUploadsQuerySchema = uploadFieldsSchema;

/** multer with the size limit; its refusals become the API's 413/400 answers. */
function receiveOneFile(maxBytes: number) {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
  }).single('file');
  return (req: Request, res: Response, next: NextFunction) => {
    single(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') {
          return next(new PayloadTooLargeError(`File is too large. The maximum is ${megabytes(maxBytes)}`));
        }
        if (err.code === 'LIMIT_UNEXPECTED_FILE') {
          return next(ValidationError.single('file', 'Send one file in a field named file'));
        }
      }
      return next(ValidationError.single('file', 'The upload could not be read'));
    });
  };
}

interface UploadServices {
  service: UploadService;
  receive: ReturnType<typeof receiveOneFile>;
  /** Counts the upload against the user before any byte is read. */
  limit: RequestHandler;
}

const uploadLimitMessage = (minutes: number) =>
  `Too many uploads. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

const route = routeBuilder<UploadServices>();

export const uploadsModule = defineModule({
  name: 'uploads',
  description: 'File uploads (multipart)',
  params: {
    uploadId: uuidParam({
      description: 'Upload id (uuid). Unknown or another company’s → 404',
      notFound: UPLOAD_NOT_FOUND,
      visible: async (actor, id) => (await Upload.count({ where: { id, company_id: actor.companyId } })) > 0,
    }),
  },
  create: (deps): UploadServices => {
    const limiter = pgRateLimiter(deps.sequelize, 'upload_user', deps.settings.uploadRateLimit);
    return {
      service: new UploadService(deps.sequelize, deps.drive, deps.settings.companyStorageQuotaBytes),
      receive: receiveOneFile(deps.settings.uploadMaxBytes),
      limit: (req, _res, next) => {
        consumeOrThrow(limiter, req.actor!.userId, uploadLimitMessage).then(() => next(), next);
      },
    };
  },
  contributes: { projectDependents: [filesDependent], jobs: [sweepOrphanFilesJob] },
  routes: [
    route({
      method: 'post',
      path: '/uploads',
      summary: 'Upload a file (multipart field `file`), optionally into a project',
      access: company('worker', 'a project file needs a project the caller may see'),
      bodyMedia: 'multipart',
      // The multipart parser runs first (it fills req.body), then the declared fields are validated.
      before: (services) => [services.limit, services.receive],
      errors: {
        409: 'The project is archived',
        413: 'The file is over the size limit, or the company’s storage is full',
        429: 'Too many uploads; see Retry-After',
      },
      body: uploadFieldsSchema,
      status: 201,
      response: uploadSchema,
      handler: async ({ services, actor, body, req }) => {
        if (!req.file) throw ValidationError.single('file', NO_FILE);
        const upload = await services.service.create(actor, {
          projectId: body.project_id,
          originalName: Buffer.from(req.file.originalname, 'latin1').toString('utf8'),
          bytes: req.file.buffer,
        });
        return presentUpload(upload, actor, null);
      },
    }),
    route({
      method: 'get',
      path: '/uploads',
      summary: 'A project’s files, or the caller’s company-level files',
      access: company('worker'),
      query: listUploadsQuerySchema,
      response: z.array(uploadSchema),
      handler: async ({ services, actor, query }) => {
        const { files, project } = await services.service.list(actor, query.project_id);
        return files.map((f) => presentUpload(f, actor, project));
      },
    }),
    route({
      method: 'get',
      path: '/uploads/{uploadId}',
      summary: 'One file’s details',
      access: company('worker'),
      response: uploadSchema,
      handler: async ({ services, actor, params }) => {
        const { upload, project } = await services.service.findWithProject(actor, params.uploadId);
        return presentUpload(upload, actor, project);
      },
    }),
    route({
      method: 'get',
      path: '/uploads/{uploadId}/content',
      summary: 'Download a file',
      access: company('worker'),
      produces: 'binary',
      handler: async ({ services, actor, params }) => {
        const { upload, bytes } = await services.service.content(actor, params.uploadId);
        return { bytes, contentType: upload.content_type, filename: upload.filename };
      },
    }),
    route({
      method: 'delete',
      path: '/uploads/{uploadId}',
      summary: 'Delete a file (kept in the project’s history)',
      access: company('worker', 'only the uploader or a manager and up'),
      produces: 'none',
      errors: { 409: 'The file’s project is archived' },
      handler: ({ services, actor, params }) => services.service.remove(actor, params.uploadId),
    }),
  ],
});
