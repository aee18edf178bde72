/** The part of yazl (no bundled types) the export uses. */
declare module 'yazl' {
  import type { Readable } from 'node:stream';

  export interface EntryOptions {
    mtime?: Date;
    compress?: boolean;
  }

  export class ZipFile {
    outputStream: Readable;
    addBuffer(buffer: Buffer, metadataPath: string, options?: EntryOptions): void;
    end(): void;
  }
}
