/**
 * deploy/Dockerfile, checked without Docker (no daemon on these machines): it passes the Dockerfile
 * linter of VS Code's Docker support (dockerfile-utils), and holds to what the image promises: a Node
 * build stage and an nginx stage, base images pinned to a release, a non-root user, a health check, the
 * entry script that writes config.json.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Copy, DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const text = readFileSync(resolve(root, 'deploy/Dockerfile'), 'utf8');
const dockerfile = DockerfileParser.parse(text);
const stages = dockerfile.getFROMs();
const final = stages[stages.length - 1];
const finalInstructions = dockerfile
  .getInstructions()
  .filter((i) => i.getRange().start.line > final.getRange().start.line);
const named = (name: string) => finalInstructions.filter((i) => i.getKeyword() === name);
const args = (instruction: Instruction) => instruction.getArguments().map((a) => a.getValue());

describe('deploy/Dockerfile', () => {
  it('passes the linter', () => {
    expect(validate(text).map((d) => `line ${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds with Node and serves with nginx, in two stages', () => {
    expect(stages.map((from) => from.getImageName())).toEqual(['node', 'debian']);
    expect(stages[0].getBuildStage()).toBe('build');
    expect(text).toMatch(/^RUN npm ci\b/m);
    expect(text).toMatch(/npm run build/);
    expect(text).toMatch(/apt-get install[^\n]*\\\n\s+nginx libnginx-mod-http-brotli-static/);
    const fromBuild = (copy: Instruction) =>
      copy instanceof Copy && copy.getFlags().some((f) => f.getName() === 'from' && f.getValue() === 'build');
    expect(named('COPY').some(fromBuild)).toBe(true);
  });

  // Without them npm ci's postinstall (patch-package) finds no patch and the bundle ships the libraries unpatched.
  it("copies the libraries' patches before npm ci installs", () => {
    expect(text).toMatch(/^COPY patches \.\/patches\nRUN npm ci\b/m);
  });

  it('pins every base image to a release (no latest, no bare major) and to its digest', () => {
    for (const from of stages) {
      const tag = from.getImageTag();
      expect(tag ?? '', from.getImage() ?? 'FROM').toMatch(/^\d+\.\d+(\.\d+)?-[a-z]+(-[a-z]+)?$/);
      // A tag can be moved to other bytes; the digest names these (sha256, 64 hex digits).
      expect(from.getImageDigest() ?? '', from.getImage() ?? 'FROM').toMatch(/^sha256:[0-9a-f]{64}$/);
    }
  });

  it("builds with a Node release that package.json's engines supports", () => {
    // engines is a list of lines, `^22.12.0 || ^24.0.0 || >=26.0.0`: the image's release is in one of them.
    const { engines } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const version = (text: string) => text.split('.').map(Number);
    const [major, minor, patch] = version(/^\d+\.\d+\.\d+/.exec(stages[0].getImageTag() ?? '')?.[0] ?? '0.0.0');
    const within = engines.node.split('||').some((range) => {
      const [, operator, from] = /^\s*(\^|>=)(\S+)\s*$/.exec(range) ?? [];
      const [fromMajor, fromMinor = 0, fromPatch = 0] = version(from ?? 'NaN');
      const atLeast = major - fromMajor || minor - fromMinor || patch - fromPatch;
      return atLeast >= 0 && (operator === '>=' || major === fromMajor);
    });
    expect(within, `node:${stages[0].getImageTag()} within engines ${engines.node}`).toBe(true);
  });

  it('runs as a non-root user', () => {
    const users = named('USER');
    expect(users).toHaveLength(1);
    const [user] = args(users[0]);
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(user).toMatch(/^\d+:\d+$/); // numeric, so runAsNonRoot can check it
    expect(text).toMatch(new RegExp(`useradd [^\\n]*--uid ${user.split(':')[0]}\\b`));
  });

  it('has a health check and starts through the entry script', () => {
    const checks = named('HEALTHCHECK');
    expect(checks).toHaveLength(1);
    expect(checks[0].getRawArgumentsContent()).toMatch(/CMD curl -fsS "http:\/\/127\.0\.0\.1:\$\{PORT\}\/healthz"/);
    expect(args(named('ENTRYPOINT')[0])).toEqual(['["docker-entrypoint.sh"]']);
    expect(text).toMatch(/^COPY --chmod=0755 deploy\/docker-entrypoint\.sh \/usr\/local\/bin\/docker-entrypoint\.sh$/m);
    expect(args(named('EXPOSE')[0])).toEqual(['8080']);
    expect(text).toMatch(/^ENV PORT=8080 /m);
  });
});
