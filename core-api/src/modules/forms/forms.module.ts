// Owns the forms routes: templates (/form-templates; managers build and version them), photos and signatures
// (/form-photos, multipart, images only, re-encoded), submissions (/form-submissions: draft, submit, review,
// their PDF). Writes live in FormsService, who may do what in forms.policy.ts, reads in forms.read.ts, statuses
// in forms.transitions.ts; another company's record is 404 for every caller.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { defineModule, type AppDeps } from '../../kit/module.js';
import { uuidParam } from '../../kit/params.js';
import { company, routeBuilder } from '../../kit/route.js';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors.js';
import { consumeOrThrow, pgRateLimiter } from '../../lib/rate-limit.js';
import { UploadService } from '../uploads/index.js';
import { formsCountedLists } from './forms.counters.js';
import { FormSignature } from './form-signature.model.js';
import { FormSubmission } from './form-submission.model.js';
import { FormTemplateVersion } from './form-template-version.model.js';
import { FormTemplate } from './form-template.model.js';
import {
  formFigures,
  formWidgetFigures,
  submissionNotificationRule,
  submissionsDependent,
} from './forms.contributions.js';
import { libraryNotificationRule } from './forms.library-notify.js';
import { buildSubmissionPdf, fileFormPdfJob } from './forms.pdf.js';
import {
  listSubmissions,
  listTemplates,
  readSubmission,
  readTemplate,
  submissionVisible,
  templateVisible,
} from './forms.read.js';
import {
  copyTemplateSchema,
  createSubmissionSchema,
  createTemplateSchema,
  listSubmissionsQuerySchema,
  listTemplatesQuerySchema,
  photoFieldsSchema,
  photoSchema,
  submissionSchema,
  submissionStatusSchema,
  submissionSummarySchema,
  templateSchema,
  updateSubmissionSchema,
  updateTemplateSchema,
} from './forms.schema.js';
import { seedDemoForms } from './forms.seed.js';
import { ensureBuiltins, FormsService, SUBMISSION_NOT_FOUND, TEMPLATE_NOT_FOUND } from './forms.service.js';
import { pageSchema } from '../../lib/paging.js';
import { z } from 'zod';
import { formSubmissionsExport } from './forms.exports.js';
import { PermitsService, permitMoveSchema } from './forms.permits.js';

export const NO_IMAGE = 'Please take or choose a photo';

/** multer with the upload size limit; its refusals become the API's 413/400 answers. */
function receiveImage(maxBytes: number) {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
  }).single('file');
  return (req: Request, res: Response, next: NextFunction) => {
    single(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        return next(
          new PayloadTooLargeError(
            `The photo is too large. The maximum is ${Math.round(maxBytes / 1048576)} MB`,
          ),
        );
      }
      return next(ValidationError.single('file', 'The upload could not be read'));
    });
  };
}

interface FormServices {
  forms: FormsService;
  permits: PermitsService;
  drive: AppDeps['drive'];
  receive: RequestHandler;
  limit: RequestHandler;
}

const route = routeBuilder<FormServices>();
const ANYONE = company('worker', 'workers: forms on the projects they are on; drafts only their own');
const MANAGERS = company('manager');

export const formsModule = defineModule({
  name: 'forms',
  description: 'Digital forms: templates and their versions, photos and signatures, submissions and review',
  params: {
    formTemplateId: uuidParam({
      description: 'Form template id (uuid). Unknown or another company’s → 404',
      notFound: TEMPLATE_NOT_FOUND,
      visible: templateVisible,
    }),
    formSubmissionId: uuidParam({
      description:
        'Form submission id (uuid). Unknown, another company’s, a project the caller is not on or another person’s draft → 404',
      notFound: SUBMISSION_NOT_FOUND,
      visible: (actor, id, db) => submissionVisible(db, actor, id),
    }),
  },
  models: [FormTemplate, FormTemplateVersion, FormSubmission, FormSignature],
  contributes: {
    countedLists: formsCountedLists,
    projectDependents: [submissionsDependent],
    notificationRules: [submissionNotificationRule, libraryNotificationRule],
    dashboardFigures: formFigures,
    widgetFigures: formWidgetFigures,
    jobs: [fileFormPdfJob],
    demoData: [
      async ({ db, companyId, users, transaction }) => {
        const n = await seedDemoForms(db, companyId, users, transaction);
        return n ? `${n} demo form submissions` : null;
      },
    ],
  },
  create: (deps): FormServices => {
    const uploads = new UploadService(deps.sequelize, deps.drive, deps.settings.companyStorageQuotaBytes);
    const limiter = pgRateLimiter(deps.sequelize, 'upload_user', deps.settings.uploadRateLimit);
    return {
      forms: new FormsService(deps.sequelize, { drive: deps.drive, jobs: deps.jobs, uploads }),
      permits: new PermitsService(deps.sequelize),
      drive: deps.drive,
      receive: receiveImage(deps.settings.uploadMaxBytes),
      limit: (req, _res, next) => {
        consumeOrThrow(
          limiter,
          req.actor!.userId,
          (m) => `Too many uploads. Please try again in ${m} minute${m === 1 ? '' : 's'}.`,
        ).then(() => next(), next);
      },
    };
  },
  routes: [
    route({
      method: 'get',
      path: '/form-templates',
      summary: 'The company’s form templates with their current fields (the two built-ins always among them)',
      access: ANYONE,
      query: listTemplatesQuerySchema,
      response: z.array(templateSchema),
      handler: async ({ db, actor, query }) => {
        await ensureBuiltins(db, actor.companyId);
        return listTemplates(actor, query.include_inactive);
      },
    }),
    route({
      method: 'post',
      path: '/form-templates',
      summary: 'Build a custom template (version 1)',
      access: MANAGERS,
      body: createTemplateSchema,
      status: 201,
      response: templateSchema,
      handler: async ({ services, actor, body }) =>
        readTemplate(actor, await services.forms.createTemplate(actor, body)),
    }),
    route({
      method: 'get',
      path: '/form-templates/{formTemplateId}',
      summary: 'One template with its current fields and its versions',
      access: ANYONE,
      response: templateSchema,
      handler: ({ actor, params }) => readTemplate(actor, params.formTemplateId),
    }),
    route({
      method: 'put',
      path: '/form-templates/{formTemplateId}',
      summary:
        'Change a template: a new version when its name or fields change (past submissions keep theirs)',
      access: MANAGERS,
      body: updateTemplateSchema,
      response: templateSchema,
      handler: async ({ services, actor, params, body }) =>
        readTemplate(actor, await services.forms.updateTemplate(actor, params.formTemplateId, body)),
    }),
    route({
      method: 'post',
      path: '/form-templates/{formTemplateId}/copy',
      summary:
        'Copy a template (built-in or not) under a new name: same category, so the same behaviour, and its current fields',
      access: MANAGERS,
      body: copyTemplateSchema,
      status: 201,
      response: templateSchema,
      errors: { 409: 'A form template with this name already exists' },
      handler: async ({ services, actor, params, body }) =>
        readTemplate(actor, await services.forms.copyTemplate(actor, params.formTemplateId, body)),
    }),
    route({
      method: 'post',
      path: '/form-photos',
      summary:
        'A photo or drawn signature for a form (multipart field `file`, with project_id, kind and, for a signatory without an account, signatory_name): images only, re-encoded without metadata; a signature is recorded as drawn by the caller (or in their presence) and only the caller can put it on one form',
      access: company('worker', 'a project the caller may see'),
      bodyMedia: 'multipart',
      before: (services) => [services.limit, services.receive],
      errors: {
        409: 'The project is archived',
        413: 'The photo is over the size limit, or the company’s storage is full',
        429: 'Too many uploads; see Retry-After',
      },
      body: photoFieldsSchema,
      status: 201,
      response: photoSchema,
      handler: async ({ services, actor, body, req }) => {
        if (!req.file) throw ValidationError.single('file', NO_IMAGE);
        return services.forms.addImage(
          actor,
          body.project_id,
          body.kind,
          req.file.buffer,
          body.signatory_name,
        );
      },
    }),
    route({
      method: 'get',
      path: '/form-submissions',
      summary:
        'Forms the caller may see, newest first: search, template, project, status, severity and mine filters, pages',
      access: ANYONE,
      query: listSubmissionsQuerySchema,
      response: pageSchema(submissionSummarySchema, 'FormSubmissionPage'),
      exports: formSubmissionsExport,
      handler: ({ db, actor, query }) => listSubmissions(db, actor, query),
    }),
    route({
      method: 'post',
      path: '/form-submissions',
      summary:
        'Start a form (FRM-0001) on a project the caller is on: a draft, or sent at once with submit=true',
      access: ANYONE,
      body: createSubmissionSchema,
      status: 201,
      response: submissionSchema,
      errors: { 409: 'The project is archived, or a signature is already on another form' },
      handler: async ({ db, services, actor, body }) =>
        readSubmission(db, actor, await services.forms.createSubmission(actor, body)),
    }),
    route({
      method: 'get',
      path: '/form-submissions/{formSubmissionId}',
      summary:
        'One form with the fields of its version, its answers, review and timeline, and the moves allowed',
      access: ANYONE,
      response: submissionSchema,
      handler: ({ db, actor, params }) => readSubmission(db, actor, params.formSubmissionId),
    }),
    route({
      method: 'put',
      path: '/form-submissions/{formSubmissionId}',
      summary: 'Save the answers of a draft or returned form (its author only); checked by field type',
      access: company('worker', 'only the person filling it in'),
      body: updateSubmissionSchema,
      response: submissionSchema,
      errors: {
        409: 'Only a draft or a returned form can be changed, or a signature is already on another form',
      },
      handler: async ({ db, services, actor, params, body }) => {
        await services.forms.updateSubmission(actor, params.formSubmissionId, body);
        return readSubmission(db, actor, params.formSubmissionId);
      },
    }),
    route({
      method: 'post',
      path: '/form-submissions/{formSubmissionId}/status',
      summary: 'Submit or resubmit (the author), approve or return with a comment (supervisors and up)',
      access: company('worker', 'submit/resubmit: the author; approve/return: supervisors and up'),
      body: submissionStatusSchema,
      response: submissionSchema,
      errors: { 409: 'Cannot change status from X to Y, or a signature is already on another form' },
      handler: async ({ db, services, actor, params, body }) => {
        await services.forms.changeStatus(actor, params.formSubmissionId, body.status, body.reason);
        return readSubmission(db, actor, params.formSubmissionId);
      },
    }),
    route({
      method: 'post',
      path: '/form-submissions/{formSubmissionId}/permit',
      summary:
        'A permit to work: put it in force (not before valid-from, never after expiry) or close it with a note (the permit holder or a supervisor; decision 0089)',
      access: company('worker', 'the permit holder (who applied) or supervisors and up'),
      body: permitMoveSchema,
      response: submissionSchema,
      errors: {
        409: 'Not a permit, not issued, expired (it can only be closed), not valid yet, or already in that state',
      },
      handler: async ({ db, services, actor, params, body }) => {
        await services.permits.move(actor, params.formSubmissionId, body);
        return readSubmission(db, actor, params.formSubmissionId);
      },
    }),
    route({
      method: 'get',
      path: '/form-submissions/{formSubmissionId}/pdf',
      summary: 'The form as a PDF (answers, photos, signature)',
      access: ANYONE,
      produces: 'pdf',
      handler: ({ db, services, actor, params }) =>
        buildSubmissionPdf(actor.companyId, params.formSubmissionId, {
          drive: services.drive,
          sequelize: db,
        }),
    }),
  ],
});
