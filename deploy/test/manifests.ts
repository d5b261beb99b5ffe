// Reads the deployment manifests: every YAML document of deploy/k8s and deploy/docker/compose.yaml.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments, parse as parseYaml } from 'yaml';

export const DEPLOY = join(__dirname, '..');

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  // biome-ignore lint/suspicious/noExplicitAny: manifests are checked against the Kubernetes schemas, not typed here
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

export function kubernetesObjects(): { file: string; object: K8sObject }[] {
  const dir = join(DEPLOY, 'k8s');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((file) =>
      parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => {
        if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]?.message}`);
        return { file, object: doc.toJS() as K8sObject };
      }),
    );
}

export function composeFile(): Record<string, unknown> {
  return parseYaml(readFileSync(join(DEPLOY, 'docker/compose.yaml'), 'utf8'), { merge: true }) as Record<
    string,
    unknown
  >;
}
