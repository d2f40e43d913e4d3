// yazl (a dev dependency that writes the tests' ZIP files) ships no types: the part the tests use.
declare module 'yazl' {
  import type { Readable } from 'node:stream';
  export class ZipFile {
    outputStream: Readable;
    addBuffer(buffer: Buffer, metadataPath: string, options?: { compress?: boolean }): void;
    addReadStream(stream: Readable, metadataPath: string, options?: { compress?: boolean; size?: number }): void;
    end(): void;
  }
}
