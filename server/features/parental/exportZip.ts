import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/connection';
import { childRows, childTables } from './childData';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif',
  'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mpeg': 'mp3', 'audio/wav': 'wav',
};

function fileName(table: string, row: Record<string, unknown>, column: string, index: number): string {
  const id = typeof row.id === 'number' || typeof row.id === 'string' ? row.id : index;
  const mime = typeof row.mime === 'string' ? row.mime : '';
  return `files/${table}/${id}-${column}.${EXTENSIONS[mime] ?? 'bin'}`;
}

/**
 * Everything stored for this child as a zip, streamed: `data.json` with every row by table, and each
 * stored file (bytes columns) under `files/<table>/`, named in the row instead of the bytes.
 */
export async function exportChildZip(db: Db, childId: number, exportedAt: Date): Promise<Readable> {
  const zip = new ZipFile();
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const entry of await childTables(db)) {
    if (entry.exportless) continue;
    const rows = await childRows(db, entry, childId);
    tables[entry.table] = rows.map((row, index) => {
      const out: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(row)) {
        if (entry.hiddenColumns?.includes(column)) {
          out[column] = '[hidden]';
        } else if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
          const name = fileName(entry.table, row, column, index);
          zip.addBuffer(Buffer.from(value), name, { mtime: exportedAt, compress: false });
          out[column] = { file: name };
        } else {
          out[column] = value;
        }
      }
      return out;
    });
  }
  const data = { exportedAt: exportedAt.toISOString(), childId, tables };
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'data.json', { mtime: exportedAt });
  zip.end();
  return zip.outputStream;
}
