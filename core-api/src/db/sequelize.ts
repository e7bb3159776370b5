// Owns building a Sequelize instance from a URL (pool sizing is the caller's: 1 for embedded PGlite).
import pg from 'pg';
import { QueryTypes, Sequelize } from 'sequelize';

export interface SequelizeOptions {
  poolMax?: number;
  logging?: boolean | ((sql: string) => void);
}

export function createSequelize(url: string, options: SequelizeOptions = {}): Sequelize {
  return new Sequelize(url, {
    dialect: 'postgres',
    dialectModule: pg,
    logging: options.logging ?? false,
    pool: { max: options.poolMax ?? 10, min: 0, acquire: 15_000, idle: 10_000 },
    define: { underscored: true },
  });
}

/** Whether `sequelize` talks to the embedded PGlite (one process, one session) rather than a server. */
export async function isEmbeddedDatabase(sequelize: Sequelize): Promise<boolean> {
  const [row] = await sequelize.query<{ version: string }>('SELECT version() AS version', {
    type: QueryTypes.SELECT,
  });
  return !!row?.version.includes('PGlite');
}

/** The server `sequelize` connects to, for a connection of a caller's own (LISTEN, a session lock, pg-boss). */
export function connectionSettings(sequelize: Sequelize): {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string | undefined;
} {
  const config = sequelize.config as unknown as {
    host: string;
    port: number | string;
    database: string;
    username: string;
    password?: string | null;
  };
  return {
    host: config.host,
    port: Number(config.port),
    database: config.database,
    user: config.username,
    password: config.password ?? undefined,
  };
}
