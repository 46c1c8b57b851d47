// The parts of an API reference's introduction that come from the document's info, servers and
// security schemes: contact, licence and terms of service; every server with its description
// and variables; every security scheme with what a caller needs to use it (where an API key
// goes, the bearer format, OAuth 2.0 flows with their URLs and scopes, the OpenID Connect URL).
import type { ReactNode } from 'react';
import type { ApiView, SecuritySchemeView } from './types.ts';
import { AUTHENTICATION_ANCHOR } from '../../shared/api-anchors.ts';
import { StaticHtml } from '../app/StaticHtml.tsx';
import { HashLink } from './HashLink.tsx';

export function ApiIntroDetails({ api }: { api: ApiView }) {
  const { info, servers } = api;
  const contact = info?.contact;
  // One server without description or variables is already the "Base URL" line.
  const listServers = servers && (servers.length > 1 || servers.some((s) => s.descriptionHtml !== undefined || s.variables.length > 0));
  if (!info && !listServers) return null;
  return (
    <>
      {info && (
        <ul className="api-info">
          {contact && (contact.name || contact.email || contact.url) && (
            <li>
              Contact:{' '}
              {contact.url ? <ExternalLink href={contact.url}>{contact.name ?? contact.url}</ExternalLink> : contact.name}
              {contact.email && (
                <>
                  {contact.name || contact.url ? ' · ' : ''}
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </>
              )}
            </li>
          )}
          {info.license && <li>Licence: {info.license.url ? <ExternalLink href={info.license.url}>{info.license.name}</ExternalLink> : info.license.name}</li>}
          {info.termsOfService && (
            <li>
              <ExternalLink href={info.termsOfService}>Terms of service</ExternalLink>
            </li>
          )}
        </ul>
      )}
      {listServers && (
        <div className="api-servers">
          <h2 className="api-intro__heading">Servers</h2>
          <ul>
            {servers!.map((server, i) => (
              <li key={i} className="api-server">
                <code>{server.url}</code>
                {server.descriptionHtml !== undefined && <StaticHtml id={`server/${i}`} html={server.descriptionHtml} className="api-server__description" />}
                {server.variables.length > 0 && (
                  <ul className="api-server__variables">
                    {server.variables.map((variable) => (
                      <li key={variable.name}>
                        <code>{`{${variable.name}}`}</code> default <code>{variable.default}</code>
                        {variable.enum && (
                          <span className="api-muted">
                            {' '}
                            (one of{' '}
                            {variable.enum.map((value, j) => (
                              <span key={value}>
                                {j > 0 && ', '}
                                <code>{value}</code>
                              </span>
                            ))}
                            )
                          </span>
                        )}
                        {variable.descriptionHtml !== undefined && (
                          <StaticHtml id={`server/${i}/${variable.name}`} html={variable.descriptionHtml} className="api-server__description" />
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

export function Authentication({ api }: { api: ApiView }) {
  if (!api.securitySchemes) return null;
  return (
    <section className="api-authentication" id={AUTHENTICATION_ANCHOR} data-anchor={AUTHENTICATION_ANCHOR} aria-labelledby={`${AUTHENTICATION_ANCHOR}/title`}>
      <h2 id={`${AUTHENTICATION_ANCHOR}/title`}>
        Authentication
        <HashLink anchor={AUTHENTICATION_ANCHOR} label="Authentication" />
      </h2>
      {api.securitySchemes.map((scheme) => (
        <SecurityScheme key={scheme.name} scheme={scheme} />
      ))}
    </section>
  );
}

function SecurityScheme({ scheme }: { scheme: SecuritySchemeView }) {
  return (
    <section className="api-security-scheme" id={scheme.anchor} data-anchor={scheme.anchor} aria-labelledby={`${scheme.anchor}/title`}>
      <h3 id={`${scheme.anchor}/title`}>
        {scheme.name} <span className="api-security-scheme__type">{scheme.label}</span>
        {scheme.deprecated && <span className="badge badge--deprecated">deprecated</span>}
      </h3>
      {scheme.descriptionHtml !== undefined && <StaticHtml id={`${scheme.anchor}/description`} html={scheme.descriptionHtml} className="api-description" />}
      <Details details={scheme.details} />
      {scheme.flows?.map((flow) => (
        <div key={flow.label} className="api-oauth-flow">
          <h4>{flow.label} flow</h4>
          <Details details={flow.details} />
          {flow.scopes.length > 0 && (
            <table className="api-params api-scopes">
              <thead>
                <tr>
                  <th scope="col">Scope</th>
                  <th scope="col">Grants</th>
                </tr>
              </thead>
              <tbody>
                {flow.scopes.map((scope) => (
                  <tr key={scope.name}>
                    <td>
                      <code className="api-scope">{scope.name}</code>
                    </td>
                    <td>{scope.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
    </section>
  );
}

function Details({ details }: { details: SecuritySchemeView['details'] }) {
  if (details.length === 0) return null;
  return (
    <dl className="api-security-details">
      {details.map((detail) => (
        <div key={detail.label}>
          <dt>{detail.label}</dt>
          <dd>{detail.url ? <ExternalLink href={detail.value}>{detail.value}</ExternalLink> : <code>{detail.value}</code>}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A link out of the site; only http(s) and relative URLs become links (the document is untrusted). */
function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  if (!/^(https?:\/\/|\/)/i.test(href)) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
