declare module 'pg-cursor' {
  import type { Connection, CustomTypesConfig, Submittable } from 'pg';

  interface CursorConfig {
    rowMode?: 'array';
    types?: CustomTypesConfig;
  }
  export default class Cursor<Row = unknown[]> implements Submittable {
    constructor(text: string, values?: unknown[], config?: CursorConfig);
    submit(connection: Connection): void;
    read(rows: number): Promise<Row[]>;
    close(): Promise<void>;
  }
}
