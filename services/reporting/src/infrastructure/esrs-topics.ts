import { readFileSync } from 'node:fs';
import { referenceFilePath } from '@esg/reference-data';

/**
 * The ESRS sustainability matters (libs/reference-data/files/product/esrs-topics.json, ESRS 1 AR 16) read
 * once and checked: every id unique and of the form E1-2, every metric a dictionary code.
 */
export interface EsrsSubTopicRef {
  id: string;
  name: string;
  subSubTopics: string[];
  metrics: string[];
}
export interface EsrsTopicRef {
  id: string;
  name: string;
  pillar: 'environment' | 'social' | 'governance';
  subTopics: EsrsSubTopicRef[];
}
export interface EsrsReference {
  version: string;
  source: string;
  topics: EsrsTopicRef[];
}

let cached: EsrsReference | null = null;

export function esrsTopics(): EsrsReference {
  if (cached) return cached;
  const parsed = JSON.parse(
    readFileSync(referenceFilePath('product/esrs-topics.json'), 'utf8'),
  ) as EsrsReference;
  const seen = new Set<string>();
  for (const topic of parsed.topics)
    for (const sub of topic.subTopics) {
      if (!sub.id.startsWith(`${topic.id}-`) || seen.has(sub.id))
        throw new Error(`esrs-topics.json: sub-topic ${sub.id} is repeated or outside ${topic.id}`);
      seen.add(sub.id);
    }
  cached = { version: parsed.version, source: parsed.source, topics: parsed.topics };
  return cached;
}

/** The topic of a sub-topic id (E1-2 → E1), or null when the reference has no such sub-topic. */
export function topicOfSubTopic(subTopicId: string): EsrsTopicRef | null {
  return esrsTopics().topics.find((t) => t.subTopics.some((s) => s.id === subTopicId)) ?? null;
}
