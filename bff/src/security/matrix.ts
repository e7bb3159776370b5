/// <reference types="vite/client" />
// Owns how the GraphQL role × operation matrix learns its rows: each BFF module describes its own root fields
// in a test-only `<module>.matrix.ts` beside it (the way core-api's `<module>.security.ts` files are found),
// collected here by glob, so a module never edits a central list. Each row names the one core-api route the
// field calls; the expected minimum role is that route's `x-min-role` in core-api's OpenAPI document (never
// restated here), and the BFF's own gate (@Public, @SuperadminOnly, @Authorized) must equal it.
import { randomUUID } from 'node:crypto';
import { buildOpenApiDocument } from '@sitebase/core-api/testing';
import { MODULES } from '@sitebase/core-api/testing';
import { makeRequest } from '@sitebase/core-api/testing';
import { makeProject, type ActorName, type World } from '@sitebase/core-api/testing';
import { Invitation } from '@sitebase/core-api/testing';

export interface Operation {
  /** The core-api route the operation calls; its OpenAPI `x-min-role` decides the expected outcome. */
  rest: string;
  document: string;
  variables?: (w: World) => Promise<Record<string, unknown>>;
  /** Outcomes that differ from the route's, with the reason. */
  expect?: Partial<Record<ActorName, string>>;
}

/** A module's rows, keyed by root field name. */
export function defineOperations<T extends Record<string, Operation>>(operations: T): T {
  return operations;
}

const files = import.meta.glob<{ operations: Record<string, Operation> }>('../modules/*/*.matrix.ts', {
  eager: true,
});

/** Every module's rows, merged; a field described twice fails here. */
export const OPERATIONS: Record<string, Operation> = (() => {
  const merged: Record<string, Operation> = {};
  for (const [file, { operations }] of Object.entries(files)) {
    if (!operations) throw new Error(`${file} must export \`operations\` (defineOperations({...}))`);
    for (const [field, operation] of Object.entries(operations)) {
      if (merged[field]) throw new Error(`The matrix row for ${field} is defined twice (${file})`);
      merged[field] = operation;
    }
  }
  return merged;
})();

/** `public`, a company role or `superadmin`: who may call a core-api route, as its OpenAPI document says. */
export type MinRole = 'public' | 'superadmin' | 'worker' | 'supervisor' | 'manager' | 'admin';

/** "METHOD /path" → the operation's `x-min-role`, read from the document core-api serves. */
export const MIN_ROLE_OF: ReadonlyMap<string, MinRole> = (() => {
  const doc = buildOpenApiDocument(MODULES) as {
    paths: Record<string, Record<string, { 'x-min-role'?: MinRole }>>;
  };
  const out = new Map<string, MinRole>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const role = operation['x-min-role'];
      if (!role) throw new Error(`${method.toUpperCase()} ${path} has no x-min-role in core-api's OpenAPI`);
      out.set(`${method.toUpperCase()} ${path}`, role);
    }
  }
  return out;
})();

export const u = () => randomUUID().slice(0, 8);
export const onTeam = (w: World) => makeProject(w.company, [w.users.worker.id]);
/** A plant request by the world's worker on a project they are on, in `status`. */
export const plantRequestIn = async (w: World, status: Parameters<typeof makeRequest>[3]) =>
  makeRequest(w.company, (await onTeam(w)).id, w.users.worker.id, status);
/** An open worker invitation of the world's company (as core-api's users.security.ts makes for its matrix). */
export const makeInvitation = async (w: World) =>
  (
    await Invitation.create({
      company_id: w.company.id,
      email: `inv-${u()}@test.example`,
      first_name: 'Invited',
      last_name: 'Person',
      role: 'worker',
      invited_by: w.users.manager.id,
      token_hash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
      expires_at: new Date(Date.now() + 3_600_000),
    })
  ).id;
