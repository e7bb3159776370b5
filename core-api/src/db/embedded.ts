// Owns the embedded database: PGlite persisted in a directory, served over the Postgres wire protocol on a
// free 127.0.0.1 port of its own (never 5432, where a real server may listen). Clients must use pool.max 1.
// It loads the extensions the migrations create, as the server has them (decision 0069): pg_trgm and btree_gin
// for the company-scoped trigram indexes every list's search uses.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  /** Connections the socket server accepts (default 2). Use Sequelize pool.max 1 regardless: PGlite is one
   * session, so two pooled connections would interleave their transactions. */
  maxConnections: number;
  close(): Promise<void>;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  options: { maxConnections?: number } = {},
): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  // One spare connection so a pool replacing an idle connection never races the old one's close.
  const maxConnections = options.maxConnections ?? 2;
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gin } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const conn = server.getServerConn(); // "127.0.0.1:<port>" once listening
  const port = conn.split(':').pop();
  let closed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    maxConnections,
    async close() {
      if (closed) return;
      closed = true;
      await server.stop();
      await db.close();
    },
  };
}
