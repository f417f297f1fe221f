/**
 * The upstreams of the closed-book and oracle modes, on loopback, in the real wire formats
 * (tests/fakes/eutils.ts and medlineplus.ts show them in full): E-utilities finds the record an
 * app instance is told to find, or nothing, and MedlinePlus finds nothing. Each app instance has
 * its own E-utilities path, `/eutils/<id>`, so instances answering different questions at once
 * each see only their own question's record.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { articleSetXml } from './pubmed-record-xml.ts';
import type { PubMedQaQuestion } from './pubmedqa-questions.ts';

export interface LocalUpstreams {
  eutilsUrlFor(id: string): string;
  /** Where every other source is pointed: it finds nothing. */
  nothingUrl: string;
  medlinePlusUrl: string;
  /** The record E-utilities serves to instance `id` (null: PubMed finds nothing). */
  serve(id: string, record: PubMedQaQuestion | null): void;
  close(): Promise<void>;
}

const send = (res: ServerResponse, status: number, type: string, body: string) =>
  res.writeHead(status, { 'content-type': type }).end(body);

function esearch(record: PubMedQaQuestion | null): string {
  const ids = record ? [record.pmid] : [];
  return JSON.stringify({
    header: { type: 'esearch', version: '0.3' },
    esearchresult: {
      count: String(ids.length),
      retmax: String(ids.length),
      retstart: '0',
      idlist: ids,
      translationset: [],
      querytranslation: '',
    },
  });
}

export async function startLocalUpstreams(): Promise<LocalUpstreams> {
  const served = new Map<string, PubMedQaQuestion | null>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const eutils = /^\/eutils\/([\w-]+)\/(esearch|efetch)\.fcgi$/.exec(url.pathname);
    if (eutils?.[1]) {
      const record = served.get(eutils[1]) ?? null;
      if (eutils[2] === 'esearch') return send(res, 200, 'application/json', esearch(record));
      const asked = new Set((url.searchParams.get('id') ?? '').split(','));
      const records = record && asked.has(record.pmid) ? [record] : [];
      return send(res, 200, 'text/xml; charset=UTF-8', articleSetXml(records));
    }
    if (url.pathname === '/medlineplus/query') {
      const body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<nlmSearchResult><count>0</count></nlmSearchResult>';
      return send(res, 200, 'text/xml; charset=UTF-8', body);
    }
    send(res, 404, 'application/json', '{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    eutilsUrlFor: (id) => `${base}/eutils/${id}`,
    nothingUrl: `${base}/nothing`,
    medlinePlusUrl: `${base}/medlineplus`,
    serve: (id, record) => void served.set(id, record),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
