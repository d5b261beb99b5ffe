import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { type K8sObject, kubernetesObjects } from './manifests';

/** deploy/k8s/*.yaml against the Kubernetes API schemas (kubernetes-models' validators). */

// biome-ignore lint/suspicious/noExplicitAny: each model class takes its own object type
const MODELS: Record<string, new (data: any) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'v1 ConfigMap': ConfigMap,
  'v1 PersistentVolumeClaim': PersistentVolumeClaim,
  'v1 Secret': Secret,
  'v1 Service': Service,
};

const objects = kubernetesObjects();
const find = (kind: string, name: string): K8sObject | undefined =>
  objects.find((o) => o.object.kind === kind && o.object.metadata.name === name)?.object;

it.each(objects.map((o) => [`${o.file}: ${o.object.kind} ${o.object.metadata?.name}`, o.object] as const))(
  '%s is valid against its Kubernetes schema',
  (_name, object) => {
    const Model = MODELS[`${object.apiVersion} ${object.kind}`];
    if (!Model) throw new Error(`no schema for ${object.apiVersion} ${object.kind}: add it to MODELS`);
    expect(() => new Model(object).validate()).not.toThrow();
  },
);

it('every Deployment has readiness and liveness probes and resource requests and limits', () => {
  const deployments = objects.filter((o) => o.object.kind === 'Deployment');
  expect(deployments.length).toBeGreaterThanOrEqual(2);
  for (const { object } of deployments) {
    for (const container of object.spec.template.spec.containers) {
      expect(container.readinessProbe?.httpGet?.path).toEqual(expect.any(String));
      expect(container.livenessProbe?.httpGet?.path).toEqual(expect.any(String));
      expect(container.resources).toMatchObject({
        requests: { cpu: expect.any(String), memory: expect.any(String) },
        limits: { cpu: expect.any(String), memory: expect.any(String) },
      });
    }
  }
});

it('the API is probed on /api/ready and /api/health, autoscaled and covered by a disruption budget', () => {
  const api = find('Deployment', 'premieres-api');
  const container = api?.spec.template.spec.containers[0];
  expect(container.readinessProbe.httpGet.path).toBe('/api/ready');
  expect(container.livenessProbe.httpGet.path).toBe('/api/health');
  expect(find('HorizontalPodAutoscaler', 'premieres-api')?.spec.scaleTargetRef).toEqual({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    name: 'premieres-api',
  });
  const labels = api?.spec.template.metadata.labels;
  for (const budget of objects.filter((o) => o.object.kind === 'PodDisruptionBudget')) {
    const selected = Object.entries(budget.object.spec.selector.matchLabels);
    const target = objects.find(
      (o) =>
        o.object.kind === 'Deployment' &&
        selected.every(([k, v]) => o.object.spec.template.metadata.labels[k] === v),
    );
    expect(target).toBeDefined();
  }
  expect(find('PodDisruptionBudget', 'premieres-api')?.spec.selector.matchLabels).toEqual({
    'app.kubernetes.io/name': labels['app.kubernetes.io/name'],
  });
});

it('every Service selects the pods of a Deployment and targets a named container port', () => {
  for (const { object } of objects.filter((o) => o.object.kind === 'Service')) {
    const deployment = objects.find((o) =>
      Object.entries(object.spec.selector).every(
        ([k, v]) => o.object.kind === 'Deployment' && o.object.spec.template.metadata.labels[k] === v,
      ),
    );
    expect(deployment).toBeDefined();
    const portNames = deployment?.object.spec.template.spec.containers.flatMap(
      (c: { ports: { name: string }[] }) => c.ports.map((p) => p.name),
    );
    for (const port of object.spec.ports) expect(portNames).toContain(port.targetPort);
  }
});
