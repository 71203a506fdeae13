import { escapeHtml } from '../http/escape-html';
import type { OpenApiDocument, Operation } from './openapi';

type Json = Record<string, unknown>;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** What a field may hold besides itself: a union's members, an array's items. */
const alternatives = (schema: Json): Json[] => [
  ...((schema.anyOf ?? schema.oneOf ?? []) as Json[]),
  ...(schema.type === 'array' && schema.items ? [schema.items as Json] : []),
];

/** `string`, `"a" | "b"`, `integer | null`, `object[]`: a field's type on one line. */
function typeOf(schema: Json): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const union = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (union) return union.map(typeOf).join(' | ');
  if (schema.type === 'array') {
    const item = schema.items ? typeOf(schema.items as Json) : 'any';
    return item.includes(' ') ? `(${item})[]` : `${item}[]`;
  }
  if (schema.type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object') {
    return `{ [key]: ${typeOf(schema.additionalProperties as Json)} }`;
  }
  const type = Array.isArray(schema.type)
    ? schema.type.join(' | ')
    : typeof schema.type === 'string'
      ? schema.type
      : 'any';
  return typeof schema.pattern === 'string' ? `${type} matching ${schema.pattern}` : type;
}

/**
 * A JSON Schema as an indented outline, `name: type` a line (`name?` when it may be left out), objects
 * opened below their field: the page's reading of what `/api/docs.json` states in full.
 */
function outline(schema: Json, depth = 0): string[] {
  const properties = schema.properties as Record<string, Json> | undefined;
  if (!properties) {
    const nested = alternatives(schema).filter((option) => option.properties || alternatives(option).length);
    return nested.flatMap((option, i) => [...(i ? [`${'  '.repeat(depth)}or`] : []), ...outline(option, depth)]);
  }
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([name, property]) => [
    `${'  '.repeat(depth)}${name}${required.has(name) ? '' : '?'}: ${typeOf(property)}`,
    ...outline(property, depth + 1),
  ]);
}

const schemaBlock = (label: string, schema: Json) =>
  `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(outline(schema).join('\n') || typeOf(schema))}</pre></details>`;

function parametersTable(parameters: NonNullable<Operation['parameters']>): string {
  const rows = parameters
    .map(
      (p) =>
        `<tr><th scope="row"><code>${escapeHtml(p.name)}</code></th><td>${p.in}</td>` +
        `<td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(typeOf(p.schema))}</code></td></tr>`,
    )
    .join('');
  return `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** Escaped text, with `code` spans as the document's descriptions write them. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

function answers(responses: Operation['responses']): string {
  const refusals: string[] = [];
  const items: string[] = [];
  for (const [status, response] of Object.entries(responses)) {
    if ('$ref' in response) {
      const name = response.$ref.split('/').pop()!;
      refusals.push(`<a href="#error-${slug(name)}">${status}</a>`);
      continue;
    }
    const schema = Object.values(response.content ?? {})[0]?.schema;
    const block = schema && !('$ref' in schema) && schema.type !== 'string' ? schemaBlock('Body', schema) : '';
    items.push(`<li><strong>${status}</strong> ${prose(response.description)}${block}</li>`);
  }
  items.push(`<li>Refusals, in <a href="#errors">the error shape</a>: ${refusals.join(', ')}</li>`);
  return `<ul>${items.join('')}</ul>`;
}

function operationSection(method: string, path: string, op: Operation): string {
  const id = slug(`${method} ${path}`);
  const body = op.requestBody
    ? `<p>Body (JSON${op.requestBody.required ? '' : ', optional'}):</p>` +
      schemaBlock('Fields', op.requestBody.content['application/json']!.schema)
    : '';
  return (
    `<section class="route" aria-labelledby="${id}">` +
    `<h3 id="${id}"><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>` +
    `<p>${prose(op.summary)}</p><p class="who">${prose(op.description)}</p>` +
    (op.parameters ? parametersTable(op.parameters) : '') +
    body +
    answers(op.responses) +
    `</section>`
  );
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a}
code,pre{font-family:ui-monospace,monospace}pre{background:#f4f4f4;padding:.5rem;overflow-x:auto;font-size:.85rem}
.route{border-top:1px solid #ccc;padding:.5rem 0}.method{display:inline-block;min-width:4.5rem;font-weight:700}
.who{color:#3d3d3d}table{border-collapse:collapse;margin:.5rem 0}caption{text-align:left;font-weight:600}
th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}a{color:#0645ad}`;

/**
 * The document as a page to read, rendered by us from the same object `/api/docs.json` serves: no script,
 * nothing from another origin (the API's Content-Security-Policy allows neither), every text escaped.
 */
export function renderDocsPage(document: OpenApiDocument): string {
  const byArea = new Map<string, string[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(operations))
      byArea.get(op.tags[0])!.push(operationSection(method, path, op));
  }
  const areas = [...byArea.keys()];
  const errors = Object.entries(document.components.responses)
    .map(
      ([name, response]) =>
        `<li id="error-${slug(name)}"><strong>${escapeHtml(name)}</strong>: ${prose(response.description)}</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(document.info.title)}</h1><p>${prose(document.info.description)}</p>
<p>The same document as OpenAPI 3.1: <a href="docs.json">/api/docs.json</a>.</p>
<nav aria-label="Areas"><ul>${areas.map((area) => `<li><a href="#${slug(area)}">${escapeHtml(area)}</a> (${byArea.get(area)!.length})</li>`).join('')}</ul></nav></header>
<main>${areas.map((area) => `<section aria-labelledby="${slug(area)}"><h2 id="${slug(area)}">${escapeHtml(area)}</h2>${byArea.get(area)!.join('')}</section>`).join('')}
<section aria-labelledby="errors"><h2 id="errors">Errors</h2><p>Every refusal is JSON in one shape:</p>
<pre>${escapeHtml(outline(document.components.schemas.ApiError!).join('\n'))}</pre><ul>${errors}</ul></section></main></body></html>
`;
}
