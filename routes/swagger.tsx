import { useQuery } from '@tanstack/react-query';
import { queries } from '../client/api/queries';
import { useSite } from '../client/app/site-context';
import type { PageModule } from './types';

/** /swagger (blank layout, not in production): the API's OpenAPI document, readable. */
function Swagger() {
  const site = useSite();
  const { data } = useQuery(queries.openApiDocument(site.api));
  const t = site.t;
  if (!data) return <p className="loading">{t('common.loading')}</p>;
  return (
    <article className="swagger">
      <h1>
        {data.info.title} {data.info.version}
      </h1>
      <p>
        <a href={`${data.servers[0]?.url}/openapi.json`}>{t('swagger.download')}</a>
      </p>
      {Object.entries(data.paths).map(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => (
          <details key={`${method} ${path}`} className="operation">
            <summary>
              <code className={`method method-${method}`}>{method.toUpperCase()}</code>{' '}
              <code>
                {data.servers[0]?.url}
                {path}
              </code>{' '}
              {op.summary}
            </summary>
            <h2>{t('swagger.parameters')}</h2>
            <ul>
              {(op.parameters ?? []).map((param) => (
                <li key={`${param.in}-${param.name}`}>
                  <code>{param.name}</code> ({param.in})
                  {param.required ? ` ${t('swagger.required')}` : ''}
                </li>
              ))}
            </ul>
            <h2>{t('swagger.response')}</h2>
            <pre>
              {JSON.stringify(op.responses['200']?.content?.['application/json']?.schema, null, 2)}
            </pre>
          </details>
        )),
      )}
    </article>
  );
}

const swagger: PageModule = {
  load: async (ctx) => {
    await ctx.queryClient.prefetchQuery(queries.openApiDocument(ctx.api));
    return { title: ctx.t('swagger.title') };
  },
  Page: Swagger,
};
export default swagger;
