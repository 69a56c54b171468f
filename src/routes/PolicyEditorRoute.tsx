import { definitions } from '@resources/index';
import PolicyEditorPage from '@/opa/PolicyEditorPage';

const definitionOf = (name: string) => {
  const definition = definitions.find((d) => d.name === name);
  if (!definition) throw new Error(`No resource definition named ${name}`);
  return definition;
};
// The policy editor works with these resources' definitions (fields, texts, notices).
const policyDefinitions = {
  serviceNames: definitionOf('serviceNames'),
  roles: definitionOf('roles'),
  rules: definitionOf('rules'),
};

/**
 * The /opa page: the policy editor with the definitions it works with. Its own lazy chunk (pages.ts),
 * so that start-up's page list names no resource.
 */
export default function PolicyEditorRoute() {
  return <PolicyEditorPage definitions={policyDefinitions} />;
}
