import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

describe('stopping the server', () => {
  it('exits on SIGTERM even while a client holds a half-sent request body', { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mckenzie-shutdown-'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'none'), LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    try {
      await waitForHealth(port);
      // A request whose body never finishes.
      const stalled = net.connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => stalled.on('connect', () => resolve()));
      stalled.write('POST /api/messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"con');
      stalled.on('error', () => {});
      await new Promise((resolve) => setTimeout(resolve, 200));

      server.kill('SIGTERM');
      const outcome = await Promise.race([exited.then(() => 'exited'), new Promise((resolve) => setTimeout(() => resolve('still running'), 12_000))]);
      expect(outcome).toBe('exited');
      stalled.destroy();
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
