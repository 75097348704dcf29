/**
 * k8s/, validated offline: every manifest against the Kubernetes OpenAPI schemas (kubernetes-models) or,
 * for Strimzi KafkaTopic, a vendored schema written from the CRD (schemas/README.md); then the rules
 * the platform relies on (probes, resources, non-root, secrets by reference only, gateway HPA and PDB,
 * a dead-letter topic per topic, the kustomization).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { eventCatalogue, topicOf } from '@esg/contracts';
import { DEFAULT_METRICS_PORT, loadConfig } from '../../libs/platform/src/config';
import {
  ALL_TOPICS,
  DEFAULT_PORTS,
  DOMAIN_SERVICES,
  SECRET_ENV,
  SERVICE_NAMES,
  TEST_JWT_SECRET,
  dlqOf,
  isObject,
  listFiles,
  loadYaml,
  loadYamlDocuments,
  looksSecret,
  readRepoFile,
  repoFileExists,
  repoRoot,
  serviceUrlVariable,
  text,
  type JsonObject,
  type ManifestDocument,
  type ServiceName,
} from './deploy-support';

const NAMESPACE = 'esg-platform';
const SECRET_NAME = 'esg-secrets';
const EXAMPLE_SECRET_FILE = 'k8s/secrets.example.yaml';
const KUSTOMIZATION_FILE = 'k8s/kustomization.yaml';

/** A model class of kubernetes-models: its constructor takes the object, `.validate()` throws on a schema error. */
type ModelClass = new (data: never) => { validate(): void };
const MODELS: Record<string, ModelClass> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
const validateKafkaTopic = ajv.compile(
  JSON.parse(readRepoFile('test/deploy/schemas/strimzi-kafkatopic.schema.json')) as object,
);

/** Validates one manifest; returns the problems found (empty when valid). */
function schemaProblems(object: JsonObject): string[] {
  const key = `${text(object.apiVersion)}/${text(object.kind)}`;
  if (key === 'kafka.strimzi.io/v1beta2/KafkaTopic') {
    return validateKafkaTopic(object)
      ? []
      : (validateKafkaTopic.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
  }
  const Model = MODELS[key];
  if (!Model) return [`no schema for ${key}: add its model to this test`];
  try {
    new Model(object as never).validate();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

const manifestFiles = listFiles('k8s', (n) => /\.ya?ml$/.test(n) && n !== 'kustomization.yaml');
const appliedFiles = manifestFiles.filter((f) => f !== EXAMPLE_SECRET_FILE);
const documents: ManifestDocument[] = appliedFiles.flatMap((f) => loadYamlDocuments(f));
const ofKind = (kind: string) => documents.filter((d) => d.object.kind === kind).map((d) => d.object);
const named = (kind: string, name: string): JsonObject => {
  const found = ofKind(kind).filter((o) => (o.metadata as JsonObject).name === name);
  if (found.length !== 1) throw new Error(`expected one ${kind} named ${name}, found ${found.length}`);
  return found[0];
};

interface Container {
  name: string;
  image: string;
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string; valueFrom?: JsonObject }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  startupProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: JsonObject;
}
interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: { containers: Container[]; securityContext?: JsonObject };
}
const templateOf = (deployment: JsonObject) =>
  (deployment.spec as JsonObject).template as unknown as PodTemplate;
const containerOf = (deployment: JsonObject): Container => {
  const containers = templateOf(deployment).spec.containers;
  expect(containers).toHaveLength(1);
  return containers[0];
};
const portNumber = (container: Container, port: string | number): number | undefined =>
  typeof port === 'number' ? port : container.ports?.find((p) => p.name === port)?.containerPort;

const configMap = named('ConfigMap', 'esg-config');
const configData = configMap.data as Record<string, string>;
const exampleSecret = loadYamlDocuments(EXAMPLE_SECRET_FILE)[0].object;
const exampleSecretData = exampleSecret.stringData as Record<string, string>;

/** The environment a container of the Deployment sees (ConfigMap via envFrom, literals, example secrets). */
function environmentOf(deployment: JsonObject): Record<string, string> {
  const container = containerOf(deployment);
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, named('ConfigMap', source.configMapRef.name).data as object);
  }
  for (const variable of container.env ?? []) {
    if (variable.value !== undefined) env[variable.name] = variable.value;
    const ref = variable.valueFrom?.secretKeyRef as { name: string; key: string } | undefined;
    if (ref)
      env[variable.name] = variable.name === 'JWT_SECRET' ? TEST_JWT_SECRET : exampleSecretData[ref.key];
  }
  return env;
}

/** CPU in millicores, memory in bytes, for comparing requests with limits. */
function quantity(value: string): number {
  const match = /^([0-9.]+)(m|Ki|Mi|Gi|Ti|k|M|G|T)?$/.exec(value);
  if (!match) throw new Error(`unsupported quantity ${value}`);
  const factor: Record<string, number> = {
    m: 1,
    '': 1000,
    Ki: 1024,
    Mi: 1024 ** 2,
    Gi: 1024 ** 3,
    Ti: 1024 ** 4,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    T: 1e12,
  };
  return Number(match[1]) * factor[match[2] ?? ''];
}

describe('k8s: schemas', () => {
  it('finds the manifests', () => {
    expect(appliedFiles.length).toBeGreaterThanOrEqual(8);
    expect(documents.length).toBeGreaterThanOrEqual(2 * SERVICE_NAMES.length + ALL_TOPICS.length);
  });

  it.each(manifestFiles)('%s: every document validates against its Kubernetes schema', (file) => {
    for (const { index, object } of loadYamlDocuments(file)) {
      expect({ file, index, kind: object.kind, problems: schemaProblems(object) }).toEqual({
        file,
        index,
        kind: object.kind,
        problems: [],
      });
    }
  });

  it('the validators are live: they reject broken manifests', () => {
    const deployment = structuredClone(named('Deployment', 'gateway'));
    delete (deployment.spec as JsonObject).selector;
    expect(schemaProblems(deployment).join()).toMatch(/selector/);

    const hpa = structuredClone(ofKind('HorizontalPodAutoscaler')[0]);
    (hpa.spec as JsonObject).maxReplicas = 'ten';
    expect(schemaProblems(hpa).join()).toMatch(/maxReplicas/);

    const topic = structuredClone(ofKind('KafkaTopic')[0]);
    (topic.spec as JsonObject).partitions = 0;
    (topic.spec as JsonObject).replica = 3;
    const problems = schemaProblems(topic).join('\n');
    expect(problems).toMatch(/partitions/);
    expect(problems).toMatch(/additional properties/);

    expect(schemaProblems({ apiVersion: 'v1', kind: 'Pod' })).toEqual([expect.stringMatching(/no schema/)]);
  });

  it('every object has a name and lives in the platform namespace', () => {
    for (const { file, object } of documents) {
      const metadata = object.metadata as JsonObject;
      expect({ file, name: typeof metadata.name }).toEqual({ file, name: 'string' });
      if (object.kind !== 'Namespace')
        expect({ file, namespace: metadata.namespace }).toEqual({ file, namespace: NAMESPACE });
    }
    expect(named('Namespace', NAMESPACE)).toBeDefined();
  });

  it('no two objects share a kind and name', () => {
    const keys = documents.map(
      (d) => `${text(d.object.kind)}/${text((d.object.metadata as JsonObject).name)}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('k8s: kustomization', () => {
  const kustomization = loadYaml(KUSTOMIZATION_FILE);
  const resources = kustomization.resources as string[];

  it('is a Kustomization for the platform namespace', () => {
    expect(kustomization.apiVersion).toBe('kustomize.config.k8s.io/v1beta1');
    expect(kustomization.kind).toBe('Kustomization');
    expect(kustomization.namespace).toBe(NAMESPACE);
  });

  it('lists every manifest exactly once, and never the example secret', () => {
    expect(new Set(resources).size).toBe(resources.length);
    expect([...resources].sort()).toEqual(appliedFiles.map((f) => f.replace(/^k8s\//, '')).sort());
    expect(resources).not.toContain('secrets.example.yaml');
    for (const r of resources) expect(repoFileExists(`k8s/${r}`)).toBe(true);
    expect(JSON.stringify(kustomization)).not.toMatch(/secretGenerator|secrets\.example/);
  });

  it('pins a tag for every image the Deployments use', () => {
    const images = (kustomization.images as Array<{ name: string; newTag?: string }>)
      .map((i) => i.name)
      .sort();
    const used = ofKind('Deployment')
      .map((d) => containerOf(d).image.split(':')[0])
      .sort();
    expect(images).toEqual(used);
  });

  const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
  const renderIt = kubectl.status === 0 ? it : it.skip;
  if (kubectl.status !== 0) console.log('k8s: skipping the kustomize render check: kubectl is not installed');
  renderIt('renders with `kubectl kustomize` into the same objects, all valid', () => {
    const rendered = execFileSync('kubectl', ['kustomize', 'k8s'], { cwd: repoRoot, encoding: 'utf8' });
    const objects = loadYamlDocuments('(kustomize output)', rendered).map((d) => d.object);
    expect(objects).toHaveLength(documents.length);
    for (const object of objects) {
      expect({ name: (object.metadata as JsonObject).name, problems: schemaProblems(object) }).toEqual({
        name: (object.metadata as JsonObject).name,
        problems: [],
      });
    }
    expect(objects.some((o) => o.kind === 'Secret')).toBe(false);
  });
});

describe.each(SERVICE_NAMES)('k8s: %s', (name: ServiceName) => {
  const deployment = named('Deployment', name);
  const service = named('Service', name);
  const port = DEFAULT_PORTS[name];

  it('runs the service image on its port, with /metrics on a port of its own', () => {
    const container = containerOf(deployment);
    expect(container.image).toMatch(new RegExp(`^esg-platform/${name}:`));
    expect(container.ports).toEqual([
      { name: 'http', containerPort: port, protocol: 'TCP' },
      { name: 'metrics', containerPort: DEFAULT_METRICS_PORT, protocol: 'TCP' },
    ]);
  });

  it('is scraped by Prometheus on the metrics port, which the platform uses in production', () => {
    const annotations = (templateOf(deployment).metadata as { annotations?: Record<string, string> })
      .annotations;
    expect(annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(DEFAULT_METRICS_PORT),
      'prometheus.io/path': '/metrics',
    });
    expect(loadConfig(name, environmentOf(deployment)).metricsPort).toBe(DEFAULT_METRICS_PORT);
  });

  it('has a startup and liveness probe on /health and a readiness probe on /ready, on the service port', () => {
    const container = containerOf(deployment);
    expect(container.livenessProbe?.httpGet?.path).toBe('/health');
    expect(container.readinessProbe?.httpGet?.path).toBe('/ready');
    expect(container.startupProbe?.httpGet?.path).toBe('/health');
    for (const probe of [container.livenessProbe, container.readinessProbe, container.startupProbe]) {
      expect(portNumber(container, probe!.httpGet!.port)).toBe(port);
    }
  });

  it('sets resource requests and limits for CPU and memory, requests within limits', () => {
    const { requests, limits } = containerOf(deployment).resources ?? {};
    for (const resource of ['cpu', 'memory']) {
      expect(requests?.[resource]).toBeDefined();
      expect(limits?.[resource]).toBeDefined();
      expect(quantity(requests![resource])).toBeLessThanOrEqual(quantity(limits![resource]));
    }
  });

  it('runs as non-root (uid 1000), without privilege escalation, capabilities or a writable root filesystem', () => {
    const pod = templateOf(deployment).spec.securityContext ?? {};
    const container = containerOf(deployment).securityContext ?? {};
    expect(pod.runAsNonRoot === true || container.runAsNonRoot === true).toBe(true);
    expect(container.runAsNonRoot ?? pod.runAsNonRoot).toBe(true);
    expect(container.runAsUser ?? pod.runAsUser).toBe(1000);
    expect(container.allowPrivilegeEscalation).toBe(false);
    expect(container.readOnlyRootFilesystem).toBe(true);
    expect(container.capabilities).toEqual({ drop: ['ALL'] });
    expect((templateOf(deployment).spec as unknown as JsonObject).automountServiceAccountToken).toBe(false);
  });

  it('takes settings from the ConfigMap and every secret through secretKeyRef to esg-secrets', () => {
    const container = containerOf(deployment);
    expect(container.envFrom).toEqual([{ configMapRef: { name: 'esg-config' } }]);
    const refs = (container.env ?? []).filter((v) => v.valueFrom?.secretKeyRef);
    expect(refs.map((v) => v.name).sort()).toEqual(
      SECRET_ENV.filter((v) => (v !== 'REDIS_URL' && v !== 'SMTP_URL') || name === 'gateway').sort(),
    );
    for (const variable of container.env ?? []) {
      if ((SECRET_ENV as readonly string[]).includes(variable.name) || looksSecret(variable.name)) {
        expect({ variable: variable.name, value: variable.value }).toEqual({
          variable: variable.name,
          value: undefined,
        });
        const ref = variable.valueFrom?.secretKeyRef as { name: string; key: string } | undefined;
        expect(ref?.name).toBe(SECRET_NAME);
        expect(Object.keys(exampleSecretData)).toContain(ref!.key);
      }
    }
  });

  it("gets the environment the platform's configuration requires", () => {
    const env = environmentOf(deployment);
    const config = loadConfig(name, env);
    expect(config.mode).toBe('production');
    expect(config.port).toBe(port);
    expect(config.store.kind).toBe('mongo');
    expect(config.bus).toEqual({
      kind: 'kafka',
      brokers: [configData.KAFKA_BROKERS],
      clientId: name,
      prefix: '',
    });
    expect(config.seedDemoData).toBe(false);
  });

  it('is exposed by a ClusterIP Service that selects its pods and targets its port', () => {
    const spec = service.spec as {
      selector: Record<string, string>;
      ports: Array<{ port: number; targetPort: string }>;
    };
    const labels = templateOf(deployment).metadata.labels;
    for (const [k, v] of Object.entries(spec.selector)) expect(labels[k]).toBe(v);
    expect(
      (deployment.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels,
    ).toEqual(spec.selector);
    // Only the API port: /metrics (and anything else on the metrics port) is never routed.
    expect(spec.ports).toHaveLength(1);
    expect(portNumber(containerOf(deployment), spec.ports[0].targetPort)).toBe(port);
    expect(spec.ports[0].port).toBe(name === 'gateway' ? 80 : port);
  });
});

describe('k8s: configuration and secrets', () => {
  it('the ConfigMap holds no secret-looking setting', () => {
    for (const key of Object.keys(configData)) {
      expect({ key, secret: looksSecret(key) || (SECRET_ENV as readonly string[]).includes(key) }).toEqual({
        key,
        secret: false,
      });
    }
    expect(JSON.stringify(configData)).not.toMatch(/:\/\/[^/\s]*@/);
  });

  it('the gateway reaches each domain service through its Service name and port', () => {
    for (const service of DOMAIN_SERVICES) {
      const url = configData[serviceUrlVariable(service)];
      const spec = named('Service', service).spec as { ports: Array<{ port: number }> };
      expect(url).toBe(`http://${service}:${spec.ports[0].port}`);
    }
  });

  it('no Secret is applied; the example is clearly an example, typed Opaque, with every referenced key', () => {
    expect(ofKind('Secret')).toEqual([]);
    expect(exampleSecret.kind).toBe('Secret');
    expect((exampleSecret.metadata as JsonObject).name).toBe(SECRET_NAME);
    expect(readRepoFile(EXAMPLE_SECRET_FILE)).toMatch(/^# EXAMPLE ONLY/);
    for (const value of Object.values(exampleSecretData)) expect(value).toContain('CHANGE-ME');
    const referenced = new Set(
      ofKind('Deployment').flatMap((d) =>
        (containerOf(d).env ?? []).flatMap((v) => {
          const ref = v.valueFrom?.secretKeyRef as { key: string } | undefined;
          return ref ? [ref.key] : [];
        }),
      ),
    );
    expect(Object.keys(exampleSecretData).sort()).toEqual([...referenced].sort());
  });

  it('no container reads a whole Secret through envFrom', () => {
    for (const deployment of ofKind('Deployment')) {
      expect((containerOf(deployment).envFrom ?? []).some((s) => s.secretRef)).toBe(false);
    }
  });
});

describe('k8s: gateway scaling and disruption', () => {
  const deployment = named('Deployment', 'gateway');
  const labels = templateOf(deployment).metadata.labels;
  const hpas = ofKind('HorizontalPodAutoscaler');
  const pdbs = ofKind('PodDisruptionBudget');

  it('an autoscaling/v2 HPA scales the gateway Deployment on CPU, from at least 2 replicas', () => {
    const targeting = hpas.filter(
      (h) => isObject(h.spec) && (h.spec.scaleTargetRef as JsonObject).name === 'gateway',
    );
    expect(targeting).toHaveLength(1);
    const spec = targeting[0].spec as {
      scaleTargetRef: JsonObject;
      minReplicas: number;
      maxReplicas: number;
      metrics: Array<{ type: string; resource?: { name: string } }>;
    };
    expect(targeting[0].apiVersion).toBe('autoscaling/v2');
    expect(spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'gateway' });
    expect(spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas);
    expect(spec.metrics.some((m) => m.type === 'Resource' && m.resource?.name === 'cpu')).toBe(true);
    const replicas = (deployment.spec as { replicas: number }).replicas;
    expect(replicas).toBeGreaterThanOrEqual(spec.minReplicas);
    expect(replicas).toBeLessThanOrEqual(spec.maxReplicas);
  });

  it('a policy/v1 PDB selects the gateway pods and still lets a drain proceed', () => {
    const targeting = pdbs.filter((p) => {
      const selector = (p.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels;
      return Object.entries(selector).every(([k, v]) => labels[k] === v);
    });
    expect(targeting).toHaveLength(1);
    expect(targeting[0].apiVersion).toBe('policy/v1');
    const minAvailable = (targeting[0].spec as { minAvailable: number }).minAvailable;
    expect(typeof minAvailable).toBe('number');
    const hpaMin = (hpas[0].spec as { minReplicas: number }).minReplicas;
    expect(minAvailable).toBeLessThan(hpaMin);
  });

  it('the gateway rolls out without losing capacity and domain services are not autoscaled', () => {
    const strategy = (deployment.spec as { strategy: { rollingUpdate: JsonObject } }).strategy.rollingUpdate;
    expect(strategy.maxUnavailable).toBe(0);
    expect(hpas).toHaveLength(1);
    expect(pdbs).toHaveLength(1);
  });
});

describe('k8s: Kafka topics (Strimzi)', () => {
  const topics = ofKind('KafkaTopic');
  const names = topics.map((t) => text((t.metadata as JsonObject).name));

  it('declares every topic and every dead-letter topic, nothing else', () => {
    expect([...names].sort()).toEqual([...ALL_TOPICS].sort());
  });

  it('every topic has a .dlq partner, and every .dlq a topic', () => {
    for (const name of names) {
      if (name.endsWith('.dlq')) expect(names).toContain(name.slice(0, -'.dlq'.length));
      else expect(names).toContain(dlqOf(name));
    }
  });

  it('uses 6 partitions, replication factor 3 and min.insync.replicas 2, on the configured cluster', () => {
    const cluster = /^([a-z0-9-]+)-kafka-bootstrap:\d+$/.exec(configData.KAFKA_BROKERS)?.[1];
    expect(cluster).toBe('esg-kafka');
    for (const topic of topics) {
      const spec = topic.spec as { partitions: number; replicas: number; config: Record<string, unknown> };
      expect(spec.partitions).toBe(6);
      expect(spec.replicas).toBe(3);
      expect(spec.config['min.insync.replicas']).toBe(2);
      expect(((topic.metadata as JsonObject).labels as JsonObject)['strimzi.io/cluster']).toBe(cluster);
    }
  });

  it('are the topics docs/deploy.md lists for operators, each with its .dlq', () => {
    const section = readRepoFile('docs/deploy.md').split('## Kafka topics')[1].split('\n## ')[0];
    const table = section
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .join('\n');
    const listed = [...table.matchAll(/`([a-z-]+\.[a-z-]+)`/g)].map((m) => m[1]);
    expect([...new Set(listed)].sort()).toEqual(names.filter((n) => !n.endsWith('.dlq')).sort());
    expect(section).toContain(`${names.filter((n) => !n.endsWith('.dlq')).length} topics`);
  });

  it('covers the topic of every integration event in the contracts catalogue', () => {
    const needed = new Set(Object.keys(eventCatalogue).map((type) => topicOf(type)));
    for (const topic of needed)
      expect({ topic, declared: names.includes(topic) }).toEqual({ topic, declared: true });
  });
});
