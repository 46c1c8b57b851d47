// `hubgen mcp` driven by the MCP SDK's own client, as an assistant's client drives it: over stdio
// (the client starts the binary) or over Streamable HTTP (the test starts `hubgen mcp --http` and
// reads its address from the line it prints).
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { BIN } from './cli.ts';

export async function stdioClient(args: string[]): Promise<Client> {
  const client = new Client({ name: 'hubgen-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', ...args], env: { ...(process.env as Record<string, string>), NO_COLOR: '1' }, stderr: 'ignore' }));
  return client;
}

/** `hubgen mcp --http --port 0 …`, once it says where it listens; its stderr so far is kept in `log`. */
export async function startHttpServer(args: string[]): Promise<{ url: string; child: ChildProcess; log: () => string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [BIN, 'mcp', '--http', '--port', '0', ...args], { env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const found = /at (http:\/\/\S+\/mcp)/.exec(log);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`hubgen mcp --http exited with ${code}:\n${log}`)));
  });
  const stop = () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));
  return { url, child, log: () => log, stop };
}

export async function httpClient(url: string): Promise<Client> {
  const client = new Client({ name: 'hubgen-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

/** A tool's answer: its text contents, whether it is an error, and its links. */
export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<{ texts: string[]; isError: boolean; links: string[] }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return {
    texts: result.content.flatMap((c) => (c.type === 'text' ? [c.text] : [])),
    isError: result.isError === true,
    links: result.content.flatMap((c) => (c.type === 'resource_link' ? [c.uri] : [])),
  };
}

/** The JSON a tool answered with (its first text content). */
export async function callJson<T = Record<string, unknown>>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const { texts, isError } = await callTool(client, name, args);
  if (isError) throw new Error(`${name} answered with an error: ${texts.join('\n')}`);
  return JSON.parse(texts[0]) as T;
}
