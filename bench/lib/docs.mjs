// Synthetic docs pages with the real site's shape: a top-level intro, then APIs/, Themes/ (with
// Default/, Liquid/, Notifications/, Data/ below it) and Webhooks/, repeated in blocks of 100 pages
// (APIs-02/, Themes-02/, …) until N pages exist. Each page is ~800 words: 4–6 h2/h3 sections, a
// GFM table, a ```bash and a ```js block, and links to other generated pages and their headings.
// Every link points at a page and heading that exist, because broken links fail the build.

import GithubSlugger from 'github-slugger';
import { createRng } from './prng.mjs';
import {
  ADJECTIVES, CONNECTORS, FIELD_NAMES, FIELD_TYPES, HEADINGS, NOUNS, QUALIFIERS, SUBJECTS, TOPICS, VERBS,
} from './words.mjs';

/** One block of folders: 100 pages. `topic` picks the title vocabulary. */
export const BLOCK = [
  { dir: 'APIs', label: 'APIs', topic: 'APIs', size: 25, position: 0 },
  { dir: 'Themes', label: 'Themes', topic: 'Themes', size: 1, position: 1 },
  { dir: 'Themes/Default', label: 'Default theme', topic: 'Themes', size: 20, position: 1 },
  { dir: 'Themes/Liquid', label: 'Liquid', topic: 'Themes', size: 15, position: 2 },
  { dir: 'Themes/Notifications', label: 'Notifications', topic: 'Themes', size: 10, position: 3 },
  { dir: 'Themes/Data', label: 'Data', topic: 'Themes', size: 10, position: 4 },
  { dir: 'Webhooks', label: 'Webhooks', topic: 'Webhooks', size: 19, position: 2 },
];

const WORDS_PER_PAGE = 800;

/**
 * Decides every page's path, title and headings before any body is written, so bodies can link to
 * any page and heading. Returns docs in generation order and the categories (`_category_.yml`).
 */
export function planDocs({ pages, seed, operationIds = [] }) {
  const docs = [];
  const categories = [];
  const add = (id, { title, topic, folder }) => {
    const rng = createRng(`${seed}/plan/${id}`);
    const headings = pickHeadings(rng);
    docs.push({
      id,
      file: `content/docs/${id}.mdx`,
      route: `/docs/${id}`,
      title,
      description: sentence(rng).replace(/\.$/, '') + '.',
      topic,
      folder,
      position: docs.filter((d) => d.folder === folder).length + 1,
      headings,
    });
  };
  add('intro', { title: 'Introduction', topic: 'APIs', folder: '' });
  for (let block = 0; docs.length < pages; block++) {
    const suffix = block === 0 ? '' : '-' + String(block + 1).padStart(2, '0');
    const part = block === 0 ? '' : ` (part ${block + 1})`;
    for (const spec of BLOCK) {
      if (docs.length >= pages) break;
      const [top, ...rest] = spec.dir.split('/');
      const dir = [top + suffix, ...rest].join('/');
      const isTop = rest.length === 0;
      categories.push({
        dir,
        label: isTop ? spec.label + part : spec.label,
        position: isTop ? 2 + block * 3 + spec.position : spec.position,
      });
      const taken = new Set(['intro']);
      const titles = createRng(`${seed}/titles/${dir}`);
      for (let i = 0; i < spec.size && docs.length < pages; i++) {
        if (i === 0) {
          add(`${dir}/intro`, { title: `${spec.label}${part}: introduction`, topic: spec.topic, folder: dir });
          continue;
        }
        const title = pageTitle(titles, spec.topic);
        let slug = slugifyFileName(title);
        for (let n = 2; taken.has(slug); n++) slug = `${slugifyFileName(title)}-${n}`;
        taken.add(slug);
        add(`${dir}/${slug}`, { title, topic: spec.topic, folder: dir });
      }
    }
  }
  return { docs, categories: categories.filter((c) => docs.some((d) => d.folder === c.dir || d.folder.startsWith(c.dir + '/'))), operationIds };
}

/** The MDX source of one planned doc. */
export function renderDoc(doc, plan, seed) {
  const rng = createRng(`${seed}/body/${doc.id}`);
  const others = plan.docs.filter((d) => d !== doc);
  const sameFolder = others.filter((d) => d.folder === doc.folder);
  const targets = [
    ...(sameFolder.length ? [rng.pick(sameFolder)] : []),
    ...rng.sample(others, 3),
  ].filter((d, i, all) => all.indexOf(d) === i).slice(0, 3);

  const link = (target, withHeading) => {
    if (!withHeading) return `[${target.title}](${target.route})`;
    const heading = rng.pick(target.headings);
    return `[${heading.text}](${target.route}#${heading.slug})`;
  };
  const linkSentences = targets.map((target, i) => rng.pick([
    (l) => `For the details, see ${l}.`,
    (l) => `The steps are the same as in ${l}, with one difference in the payload.`,
    (l) => `If you have not done it yet, read ${l} first.`,
    (l) => `See ${l} for a worked example.`,
  ])(link(target, i > 0)));
  if (doc.headings.length > 2) {
    const own = doc.headings[doc.headings.length - 1];
    linkSentences.push(`The last step is covered in [${own.text.toLowerCase()}](#${own.slug}) below.`);
  }
  if (doc.topic === 'APIs' && plan.operationIds.length) {
    const opId = rng.pick(plan.operationIds);
    linkSentences.push(`The exact parameters are in the [\`${opId}\` reference](/api-reference/#operation/${opId}).`);
  }

  const out = [
    '---',
    `title: ${yamlString(doc.title)}`,
    `description: ${yamlString(doc.description)}`,
    `sidebar_position: ${doc.position}`,
    '---',
    '',
  ];
  let words = 0;
  const paragraph = (extra) => {
    const sentences = [];
    const count = rng.int(3, 5);
    for (let i = 0; i < count; i++) sentences.push(sentence(rng));
    if (extra) sentences.splice(rng.int(1, sentences.length), 0, extra);
    const text = sentences.join(' ');
    words += text.split(/\s+/).length;
    out.push(text, '');
  };

  paragraph(linkSentences.shift());
  if (doc.listing?.length) {
    out.push('This section has these guides:', '');
    for (const child of doc.listing) out.push(`- [${child.title}](${child.route})`);
    out.push('');
  }

  const sections = doc.headings.length;
  const perSection = Math.max(60, Math.round((WORDS_PER_PAGE - 140) / sections));
  doc.headings.forEach((heading, index) => {
    out.push(`${'#'.repeat(heading.depth)} ${heading.text}`, '');
    const goal = words + perSection;
    paragraph(linkSentences.length && index > 0 ? linkSentences.shift() : undefined);
    if (index === 0) out.push(...table(rng), '');
    if (index === 1) out.push(...bashBlock(rng), '');
    if (index === 2) out.push(...jsBlock(rng), '');
    while (words < goal - 30) paragraph();
  });
  while (linkSentences.length) paragraph(linkSentences.shift());
  return out.join('\n');
}

/** A heading list: 4–6 distinct headings, first an h2, h3s only under an h2. */
function pickHeadings(rng) {
  const slugger = new GithubSlugger();
  return rng.sample(HEADINGS, rng.int(4, 6)).map((text, i) => ({
    depth: i > 0 && rng.chance(0.35) ? 3 : 2,
    text,
    slug: slugger.slug(text),
  }));
}

function pageTitle(rng, topic) {
  const words = TOPICS[topic];
  return `${rng.pick(words.verbs)} ${rng.pick(words.objects)} ${rng.pick(QUALIFIERS)}`;
}

function slugifyFileName(title) {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function third(verb) {
  if (/(sh|ch|x|s)$/.test(verb)) return verb + 'es';
  if (/[^aeiou]y$/.test(verb)) return verb.slice(0, -1) + 'ies';
  return verb + 's';
}

/** 'a draft', 'an archived'; with bold, the article stays outside the emphasis. */
function an(word, bold = false) {
  const article = /^[aeiou]/.test(word) ? 'an' : 'a';
  return bold ? `${article} **${word}` : `${article} ${word}`;
}

function sentence(rng) {
  const n = () => rng.pick(NOUNS);
  const a = () => rng.pick(ADJECTIVES);
  const v = () => rng.pick(VERBS);
  const s = () => rng.pick(SUBJECTS);
  const templates = [
    () => `${s()} ${third(v())} the ${a()} ${n()} ${rng.pick(CONNECTORS)} ${s()} ${third(v())} the ${n()}.`,
    () => `Use the \`${rng.pick(FIELD_NAMES)}\` field to ${v()} ${a()} ${n()} records ${rng.pick(QUALIFIERS)}.`,
    () => `If the ${n()} is ${a()}, ${s()} ${third(v())} it again and keeps the ${a()} ${n()} unchanged.`,
    () => `Each ${n()} has ${an(a())} ${n()}, and ${s()} ${third(v())} the ${n()} only when its ${n()} is ${a()}.`,
    () => `You can ${v()} ${an(a(), true)} ${n()}** at any time, but the ${n()} stays ${a()} until the next ${n()}.`,
    () => `In practice, most stores ${v()} the ${n()} ${rng.pick(QUALIFIERS)} and ${v()} the ${n()} afterwards.`,
    () => `This matters for the ${n()} and the ${n()}, which ${s()} reads on every ${n()}.`,
  ];
  const text = rng.pick(templates)();
  return text[0].toUpperCase() + text.slice(1);
}

function table(rng) {
  const rows = rng.sample(FIELD_NAMES, rng.int(4, 6));
  return [
    '| Field | Type | Description |',
    '|---|---|---|',
    ...rows.map((field) => `| \`${field}\` | ${rng.pick(FIELD_TYPES)} | The ${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} of the ${rng.pick(NOUNS)}. |`),
  ];
}

function bashBlock(rng) {
  const resource = rng.pick(['listings', 'orders', 'vendors', 'payouts', 'refunds', 'shipments']);
  return [
    '```bash',
    `curl -u "$KEY:$KEY" \\`,
    `  "https://your-store.example.com/api/v1/${resource}?status=${rng.pick(ADJECTIVES)}&per_page=${rng.int(10, 100)}"`,
    '```',
  ];
}

function jsBlock(rng) {
  const resource = rng.pick(['listings', 'orders', 'vendors', 'payouts', 'refunds', 'shipments']);
  const name = rng.pick(['item', 'record', 'entry', 'result']);
  return [
    '```js',
    `const auth = Buffer.from(\`\${process.env.KEY}:\${process.env.KEY}\`).toString('base64');`,
    `const res = await fetch('https://your-store.example.com/api/v1/${resource}/${rng.int(1, 9999)}', {`,
    `  method: '${rng.pick(['GET', 'PATCH', 'DELETE'])}',`,
    '  headers: { Authorization: `Basic ${auth}` },',
    '});',
    `if (!res.ok) throw new Error(\`${resource}: HTTP \${res.status}\`);`,
    `const ${name} = await res.json();`,
    `console.log(${name}.${rng.pick(FIELD_NAMES)});`,
    '```',
  ];
}

function yamlString(text) {
  return JSON.stringify(text); // a JSON string is a valid YAML double-quoted scalar
}
