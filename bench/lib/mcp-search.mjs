// search_docs through `hubgen mcp`, as an assistant's client calls it: the binary started over stdio
// on a built site by the MCP SDK's own client, each query sent `rounds` times, every call timed from
// the request to its answer (JSON-RPC over a pipe, the search on the site's own index files, the
// answer's JSON). p50 and p95 over all calls; the first call (which loads the manifest and shards,
// as a reader's first search does) is reported apart too.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

export async function measureMcpSearch({ bin, root, outDir, queries, rounds = 20 }) {
  const client = new Client({ name: 'hubgen-bench', version: '1.0.0' });
  const startedAt = performance.now();
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp', '--root', root, '--out', outDir], stderr: 'ignore' }));
  const startMs = performance.now() - startedAt;
  const samples = [];
  let firstMs;
  try {
    for (let round = 0; round < rounds; round++) {
      for (const query of queries) {
        const start = performance.now();
        const result = await client.callTool({ name: 'search_docs', arguments: { query } });
        const ms = performance.now() - start;
        if (result.isError) throw new Error(`search_docs "${query}": ${result.content?.[0]?.text}`);
        firstMs ??= ms;
        samples.push(ms);
      }
    }
  } finally {
    await client.close();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => round2(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);
  return { status: 'measured', calls: samples.length, p50Ms: at(0.5), p95Ms: at(0.95), firstMs: round2(firstMs), startMs: Math.round(startMs) };
}

/** The site's own search (the search box's engine, dist/measure-search.js) over the same queries: p50 and p95 of its warm per-query medians, and of its cold first queries. */
export function siteSearchLatency(queries) {
  const pick = (values, p) => round2([...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))]);
  const warm = queries.map((q) => q.warmMs);
  const cold = queries.map((q) => q.coldMs);
  return { warmP50Ms: pick(warm, 0.5), warmP95Ms: pick(warm, 0.95), coldP50Ms: pick(cold, 0.5), coldP95Ms: pick(cold, 0.95) };
}

const round2 = (ms) => Math.round(ms * 100) / 100;
