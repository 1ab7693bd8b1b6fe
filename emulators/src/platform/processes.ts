// Child processes of the launcher: output prefixed by name, stopped as a group.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

export interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  /** The last lines it printed, for error reports. */
  tail(): string[];
  stop(): Promise<void>;
}

export interface ChildOptions extends SpawnOptions {
  /** Print the child's output (prefixed); otherwise keep only the last lines for errors. */
  echo?: boolean;
  onLine?: (line: string) => void;
  /** Append every line to this file too (tests read function logs from it). */
  logFile?: string;
}

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: ChildOptions = {},
): Child {
  const { echo = true, onLine, logFile, ...spawnOptions } = options;
  const log = logFile ? createWriteStream(logFile, { flags: 'w' }) : undefined;
  // Its own process group, so that stopping it stops whatever it started.
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...spawnOptions,
  });
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 200) tail.shift();
      onLine?.(line);
      log?.write(`${line}\n`);
      if (echo) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const signal = (sig: NodeJS.Signals) => {
    if (child.pid === undefined || child.exitCode !== null) return;
    try {
      process.kill(-child.pid, sig);
    } catch {
      // Already gone.
    }
  };

  return {
    name,
    process: child,
    exited,
    tail: () => [...tail],
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal('SIGINT');
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a command to completion; resolves with its exit code. Output goes to this terminal. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, sig) => resolve(code ?? (sig ? 1 : 0)));
  });
}
