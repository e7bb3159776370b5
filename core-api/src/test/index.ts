// core-api's test kit for the other packages' tests (the BFF's integration tests run a real core-api): the app,
// the database, factories and fixtures they build their worlds from. Reached as '@sitebase/core-api/testing'
// (package.json "exports", from these sources under the "sitebase-source" condition), never through core-api's
// src/ (docs/decisions/0041-shared-package.md). Not part of the build: tests only.
export { createApp, type CreateAppOptions, shutdownApp, startJobs } from '../app.js';
export { startEmbeddedPostgres } from '../db/embedded.js';
export { runMigrations } from '../db/migrate.js';
export { createMigratedDatabase, type MigratedDatabase } from './template-db.js';
export { createSequelize } from '../db/sequelize.js';
export { allRoutes } from '../kit/module.js';
export { buildOpenApiDocument } from '../kit/openapi.js';
export { routeKey, type RouteDef } from '../kit/route.js';
export { LocalDriveAdapter } from '../lib/drive.js';
export { S3DriveAdapter } from '../lib/drive-s3.js';
export { startFakeS3, type FakeS3 } from './fake-s3.js';
// Cloud drives' fakes (decision 0074): the e2e run starts them and points core-api at them (GOOGLE_DRIVE_*_URL,
// MICROSOFT_AUTHORITY_HOST, MICROSOFT_GRAPH_URL); the Microsoft one speaks HTTPS with TEST_TLS_CERT, which that
// core-api process trusts through NODE_EXTRA_CA_CERTS (a file holding the certificate) — test runs only.
export { startGoogleDriveFake, type GoogleDriveFake } from './fakes/google-drive-fake.js';
export { startMicrosoftGraphFake, type MicrosoftGraphFake } from './fakes/microsoft-graph-fake.js';
export { type Failure, type Injection } from './fakes/fake-server.js';
export { trustingFetch } from './fakes/https-fetch.js';
export { TEST_TLS_CERT } from './fakes/test-tls.js';
export { TEST_TOKEN_KEYS } from './cloud-drive-harness.js';
export { GoogleCloudDrive } from '../lib/cloud-drive/index.js';
// The accounting services' fakes and adapters (issue 38): the BFF's tests connect Xero through the fake's consent.
export { startXeroFake, type XeroFake } from './fakes/xero-fake.js';
export { createXeroProvider } from '../lib/accounting/xero.js';
export { createLogger } from '../lib/logger.js';
export { hashPassword } from '../lib/passwords.js';
export { signAccessToken } from '../lib/tokens.js';
export { type Company, Invitation, ProjectTeamMember, Superadmin, type User } from '../models/index.js';
export {
  makeApplication,
  makeTemplate as makeApplicationTemplate,
} from '../modules/applications/applications.fixtures.js';
export { makeApiKey } from '../modules/api-keys/api-keys.fixtures.js';
export { makeEnquiry, makeEstimate } from '../modules/enquiries/enquiries.fixtures.js';
export { setVatRegistered } from '../modules/settings/settings.fixtures.js';
export {
  builtin as builtinForm,
  makeSubmission as makeFormSubmission,
  makePermit,
  SITE_ISSUE_ANSWERS,
  testJpeg,
} from '../modules/forms/forms.fixtures.js';
export { makeSignedDiary } from '../modules/site-diaries/site-diaries.fixtures.js';
export { MODULES } from '../modules/index.js';
export {
  labourSupplier,
  makeLabourInvoice,
  makeOperative,
  makeTimesheet,
  makeTrade,
  thisMonday,
} from '../modules/labour/labour.fixtures.js';
export {
  CIS_STATEMENTS_COMPANY_JOB,
  keepCompanyStatements,
} from '../modules/labour/labour.cis-statements.js';
export { taxMonthOf } from '../modules/labour/index.js';
export { MaterialEnquiry } from '../modules/materials/material-enquiry.model.js';
export { MaterialRequestLine } from '../modules/materials/material-request-line.model.js';
export {
  makeInvoice,
  makeEnquiry as makeMaterialEnquiry,
  makeRequest as makeMaterialRequest,
  makePo,
  materialsSupplier,
} from '../modules/materials/materials.fixtures.js';
export { Notification } from '../modules/notifications/index.js';
export {
  makeHireInvoice,
  makeItem,
  makePlantSupplier,
  makeRate,
  makeRequest,
} from '../modules/plant/plant.fixtures.js';
export { makeSupplier } from '../modules/suppliers/suppliers.fixtures.js';
export {
  type ActorName,
  ACTORS,
  createWorld,
  impliedStatus,
  makeNote,
  makeProject,
  makeInvitationToken,
  makeResetToken,
  type World,
} from '../security/world.js';
export { createCompany, createCompanyWithUser, createUser, DEFAULT_PASSWORD } from '../test/factories.js';
export { pdfText } from '../test/pdf-text.js';
export { TEST_JWT_SECRET } from '../test/secret.js';
