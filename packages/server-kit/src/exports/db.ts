export { closeOutside, type Db, type Row, type SqlValue } from '../db/db'
export { openPgliteDb, openPostgresDb } from '../db/openDb'
