// `node scripts/bench-bare-server.ts ANSWERS.json`: a server that does no work, for the first-asked
// bench's floor (bench-first-asked.ts). It answers every request to a path with the bytes
// ANSWERS.json holds for it (`{ "/path": { "encoding": "gzip", "body": "<base64>" } }`), from
// memory, with their length, once the request's body is read; and writes its port to stdout.
import fs from 'node:fs';
import http from 'node:http';

interface Answer { encoding: string | null; body: string }

const given = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, Answer>;
const answers = new Map(Object.entries(given).map(([path, a]) => [path, { encoding: a.encoding, body: Buffer.from(a.body, 'base64') }]));

const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const answer = answers.get(request.url ?? '');
    if (!answer) return response.writeHead(404).end();
    response.writeHead(200, {
      'content-type': 'application/json', 'content-length': answer.body.length,
      ...(answer.encoding ? { 'content-encoding': answer.encoding } : {}),
    });
    response.end(answer.body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
