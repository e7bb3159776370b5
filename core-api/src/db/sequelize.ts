// Owns building a Sequelize instance from a URL (pool sizing is the caller's: 1 for embedded PGlite).
import pg from 'pg';
import { Sequelize } from 'sequelize';

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
