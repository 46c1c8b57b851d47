// Rules beyond what the OpenAPI schema checks. Two kinds, each with a stable id authors can search
// for: validity rules the OpenAPI specification states in prose (unique operationIds, path
// templates that match their parameters, security requirements naming declared schemes), warnings
// unless the site is strict; and style rules a site chooses per API in site.config.ts
// (lint-rules.ts), at the level it sets: every operation identified, tagged, summarised,
// described, secured, documenting 401 and 429, no component left unused.

import type { ApiDiagnostic } from '../document/types.ts';
import type { ApiSources } from '../document/resolve-refs.ts';
import { findRefs } from '../document/find-refs.ts';
import { lintLevel, type LintConfig, type LintLevel, type LintRuleName } from '../../config/lint-rules.ts';
import { isRecord, joinPointer } from '../document/json-pointer.ts';
import {
  derefChild,
  effectiveParameters,
  listOperations,
  operationLabel,
  responseStatuses,
  type OperationSite,
} from '../document/list-operations.ts';

type Report = (rule: LintRuleName, message: string, at: { file: string; line: number; column: number }, hint?: string) => void;

export function lint(params: { sources: ApiSources; levels?: LintConfig }): ApiDiagnostic[] {
  const { sources, levels } = params;
  const diagnostics: ApiDiagnostic[] = [];
  const levelOf = (rule: LintRuleName): LintLevel => lintLevel(levels, rule);
  const on = (rule: LintRuleName) => levelOf(rule) !== 'off';
  const report: Report = (rule, message, at, hint) => {
    const level = levelOf(rule);
    if (level === 'off') return;
    diagnostics.push({ severity: level === 'error' ? 'error' : 'warning', rule, message, ...at, ...(hint ? { hint } : {}) });
  };
  const sites = listOperations(sources);
  checkOperationIds(sites, sources, report);
  for (const site of sites) {
    checkDocumentation(site, sources, report);
    checkPathParameters(site, sources, report);
    if (on('responses-401-429')) checkResponses(site, sources, report);
  }
  if (on('operation-description')) checkEmptyDescriptions(sites, sources, report);
  checkSecurity(sites, sources, report);
  if (on('no-unused-components')) checkUnusedComponents(sources, report);
  return diagnostics;
}

function checkOperationIds(sites: OperationSite[], sources: ApiSources, report: Report): void {
  const first = new Map<string, OperationSite>();
  for (const site of sites) {
    const id = site.operation['operationId'];
    if (typeof id !== 'string' || id.trim() === '') {
      report('operation-id', `${operationLabel(site)} has no operationId`, sources.at(site.file, site.pointer),
        'Give every operation a unique operationId: it names the operation\'s anchor and code samples.');
      continue;
    }
    const earlier = first.get(id);
    if (earlier) {
      report('operation-id-unique', `operationId "${id}" of ${operationLabel(site)} is already used by ${operationLabel(earlier)}`,
        sources.at(site.file, joinPointer(site.pointer, 'operationId')));
    } else {
      first.set(id, site);
    }
  }
}

function checkDocumentation(site: OperationSite, sources: ApiSources, report: Report): void {
  const { operation } = site;
  const label = operationLabel(site);
  // Asked only for a finding: a file's positions are indexed when first asked for (source-positions.ts).
  const at = () => sources.at(site.file, site.pointer);
  const tags = operation['tags'];
  if (!Array.isArray(tags) || tags.length === 0) {
    report('operation-tagged', `${label} has no tags`, at(), 'Tags group operations in the reference sidebar.');
  }
  if (isBlank(operation['summary'])) report('operation-summary', `${label} has no summary`, at());
  if (isBlank(operation['description'])) {
    const where = Object.hasOwn(operation, 'description') ? sources.at(site.file, joinPointer(site.pointer, 'description')) : at();
    report('operation-description', `${label} has no description`, where);
  }
}

/**
 * Parameters and request bodies may omit a description (responses must have one: the OpenAPI
 * schema checks that), but none may leave it empty. A shared component is reported once.
 */
function checkEmptyDescriptions(sites: OperationSite[], sources: ApiSources, report: Report): void {
  const seen = new Set<string>();
  for (const site of sites) {
    const operation = { value: site.operation, file: site.file, pointer: site.pointer };
    const body = derefChild(sources, operation, 'requestBody');
    const parts = [
      ...effectiveParameters(sources, site).map((p) => ({ ...p, what: `parameter "${String(p.value['name'])}"` })),
      ...(body ? [{ ...body, what: 'the request body' }] : []),
      ...responseStatuses(site.operation).flatMap((status) => {
        const response = derefChild(sources, operation, 'responses', status);
        return response ? [{ ...response, what: `response ${status}` }] : [];
      }),
    ];
    for (const part of parts) {
      const where = `${part.file}#${part.pointer}`;
      if (seen.has(where) || !Object.hasOwn(part.value, 'description') || !isBlank(part.value['description'])) continue;
      seen.add(where);
      report('operation-description', `${part.what} of ${operationLabel(site)} has an empty description`,
        sources.at(part.file, joinPointer(part.pointer, 'description')));
    }
  }
}

function checkPathParameters(site: OperationSite, sources: ApiSources, report: Report): void {
  // ClickSend's and others' path keys carry a query (`/uploads?convert={convert}`): a template
  // there need not be declared as a path parameter, and one declared so is in the key all the same.
  const templates = (text: string) => [...text.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const placeholders = templates(site.path.split('?')[0]!);
  const inKey = templates(site.path);
  const parameters = effectiveParameters(sources, site);
  const declared = parameters.filter((p) => p.value['in'] === 'path');
  const declaredNames = new Set(declared.map((p) => String(p.value['name'])));
  for (const name of placeholders) {
    if (declaredNames.has(name)) continue;
    // Intercom's `{job_identifier}` is declared, `in: query`: name that, not a missing parameter.
    const elsewhere = parameters.find((p) => p.value['name'] === name);
    if (elsewhere) {
      report('path-params', `${operationLabel(site)}: {${name}} in the path template is declared \`in: ${String(elsewhere.value['in'])}\`, not \`in: path\``,
        sources.at(elsewhere.file, joinPointer(elsewhere.pointer, 'in')),
        `A parameter named in the path template is \`in: path\` (with \`required: true\`). The reference shows it as declared.`);
      continue;
    }
    report('path-params', `${operationLabel(site)}: path parameter {${name}} is not declared`,
      sources.at(sources.main.file, site.pathPointer),
      `Add a parameter with \`name: ${name}\` and \`in: path\` (and \`required: true\`).`);
  }
  for (const parameter of declared) {
    const name = String(parameter.value['name']);
    if (!inKey.includes(name)) {
      report('path-params', `${operationLabel(site)}: path parameter "${name}" does not appear in the path`,
        sources.at(parameter.file, joinPointer(parameter.pointer, 'name')));
    }
  }
}

function checkResponses(site: OperationSite, sources: ApiSources, report: Report): void {
  const responses = isRecord(site.operation['responses']) ? site.operation['responses'] : {};
  // An operation that explicitly opts out of security (`security: []`) cannot answer 401.
  const isPublic = Array.isArray(site.operation['security']) && site.operation['security'].length === 0;
  const missing = (isPublic ? ['429'] : ['401', '429']).filter((status) => !Object.hasOwn(responses, status));
  if (missing.length > 0) {
    report('responses-401-429', `${operationLabel(site)} does not document ${missing.join(' and ')}`,
      sources.at(site.file, Object.hasOwn(site.operation, 'responses') ? joinPointer(site.pointer, 'responses') : site.pointer),
      'Every operation can answer 401 (bad credentials) and 429 (rate limit): reference the shared components/responses.');
  }
}

function checkSecurity(sites: OperationSite[], sources: ApiSources, report: Report): void {
  const document = sources.main.value as Record<string, unknown>;
  const components = isRecord(document['components']) ? document['components'] : {};
  const schemes = isRecord(components['securitySchemes']) ? components['securitySchemes'] : {};
  const checkRequirements = (requirements: unknown[], file: string, pointer: string) =>
    requirements.forEach((requirement, index) => {
      if (!isRecord(requirement)) return;
      for (const name of Object.keys(requirement)) {
        if (!Object.hasOwn(schemes, name)) {
          report('security-scheme-defined', `security scheme "${name}" is not defined in components.securitySchemes`,
            sources.at(file, joinPointer(pointer, index, name)));
        }
      }
    });

  const global = Array.isArray(document['security']) ? document['security'] : undefined;
  if (global) checkRequirements(global, sources.main.file, '/security');
  for (const site of sites) {
    const own = site.operation['security'];
    if (Array.isArray(own)) checkRequirements(own, site.file, joinPointer(site.pointer, 'security'));
    else if (!global || global.length === 0) {
      report('security-defined', `${operationLabel(site)} has no security requirement`, sources.at(site.file, site.pointer),
        'Declare `security` at the top level or on the operation (use `security: []` for a public operation).');
    }
  }
}

const CHECKED_COMPONENTS = ['schemas', 'responses', 'parameters', 'requestBodies'];

/**
 * A component is used when it can be reached through `$ref`s from outside the checked component
 * sections (paths, webhooks, headers…), so a schema used only by an unused schema is unused too.
 */
function checkUnusedComponents(sources: ApiSources, report: Report): void {
  const main = sources.main;
  const document = main.value as Record<string, unknown>;
  const components = isRecord(document['components']) ? document['components'] : {};
  const reached = new Set<string>();
  const pending: { value: unknown; file: string; pointer: string }[] = [];
  const visit = (value: unknown, file: string, pointer: string) => {
    for (const found of findRefs(value, pointer)) {
      const target = sources.targetOf(found.holder);
      const key = target && `${target.file}#${target.pointer}`;
      if (!target || reached.has(key!)) continue;
      reached.add(key!);
      pending.push(target);
    }
  };
  for (const [key, value] of Object.entries(document)) {
    if (key !== 'components' && !key.startsWith('x-')) visit(value, main.file, joinPointer('', key));
  }
  for (const [section, value] of Object.entries(components)) {
    if (!CHECKED_COMPONENTS.includes(section)) visit(value, main.file, joinPointer('/components', section));
  }
  for (let target = pending.pop(); target; target = pending.pop()) visit(target.value, target.file, target.pointer);

  const usedPrefixes = [...reached].filter((key) => key.startsWith(main.file + '#/components/'));
  for (const section of CHECKED_COMPONENTS) {
    if (!isRecord(components[section])) continue;
    for (const name of Object.keys(components[section])) {
      const pointer = joinPointer('/components', section, name);
      const own = `${main.file}#${pointer}`;
      if (!usedPrefixes.some((key) => key === own || key.startsWith(own + '/'))) {
        report('no-unused-components', `components.${section}.${name} is never referenced`,
          sources.at(main.file, pointer), 'Reference it with $ref, or delete it.');
      }
    }
  }
}

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}
