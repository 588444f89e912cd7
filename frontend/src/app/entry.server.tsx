import { PassThrough } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { typesetHtml } from '../theme/typesetting';
import { createEmotionCache } from './emotion-cache';
import { FrameworkScripts } from './framework-scripts';

/**
 * The prerender entry: React Router calls it at build time for every path of the
 * route table. It waits for the whole page (onAllReady), then inlines the critical
 * CSS emotion collected into <head>, so each HTML file paints styled with no script:
 * its text typeset first (numbers kept with their units, theme/typesetting.ts);
 * React runs here only (docs/decisions/076).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const cache = createEmotionCache();
  const emotionServer = createEmotionServer(cache);

  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <CacheProvider value={cache}>
        <FrameworkScripts.Provider value={routerContext.isSpaMode}>
          <ServerRouter context={routerContext} url={request.url} />
        </FrameworkScripts.Provider>
      </CacheProvider>,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('error', reject);
          sink.on('end', () => {
            const html = typesetHtml(Buffer.concat(chunks).toString('utf8'));
            const styles = emotionServer.constructStyleTagsFromChunks(
              emotionServer.extractCriticalToChunks(html),
            );
            const styled = html.replace('</head>', `${styles}</head>`);
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(
              new Response(styled, {
                status: responseStatusCode,
                headers: responseHeaders,
              }),
            );
          });
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
