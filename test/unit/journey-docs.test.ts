import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { crossCuttingCharts, journeyCharts } from '../../machines/index';
import {
  allStateNodes,
  DOCS_DIR,
  listCharts,
  mermaidStateId,
  mermaidText,
  nodeTransitions,
  PROJECT_ROOT,
  renderAll,
  renderChartPage,
  renderMermaid,
  renderReadme,
  transitionLabel,
} from '../../scripts/journey-docs';
import { chartStateIds, chartTransitionKeys } from '../model/coverage';

const charts = listCharts();
const expectedFiles = renderAll(charts);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The node and its ancestors, innermost first: an arrow may be drawn from/to any of them. */
function drawnAs(node: AnyStateNode): string[] {
  const ids: string[] = [];
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
    ids.push(mermaidStateId(current));
  }
  return ids;
}

interface Arrow {
  from: string;
  to: string;
  label: string;
}

function arrowsOf(mermaid: string): Arrow[] {
  return [...mermaid.matchAll(/^\s*(\S+) --> (\S+) : (.*)$/gm)].map(([, from, to, label]) => ({
    from: from ?? '',
    to: to ?? '',
    label: label ?? '',
  }));
}

describe('docs/journeys (npm run docs:journeys)', () => {
  it('documents every chart of journeyCharts and crossCuttingCharts', () => {
    expect(charts.map((chart) => chart.id).sort()).toEqual(
      [...Object.keys(journeyCharts), ...Object.keys(crossCuttingCharts)].sort(),
    );
  });

  const pages = [
    ...charts.map((chart) => ({
      path: `${DOCS_DIR}/${chart.page}`,
      render: () => renderChartPage(chart),
    })),
    { path: `${DOCS_DIR}/README.md`, render: () => renderReadme(charts) },
  ];
  it.each(pages)(
    '$path is what the generator writes for the charts as they are now',
    ({ path, render }) => {
      const file = join(PROJECT_ROOT, path);
      expect(existsSync(file), `${path} is missing: run npm run docs:journeys`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${path} is out of date: run npm run docs:journeys`).toBe(
        render(),
      );
    },
  );

  it('holds no generated page of a chart that no longer exists', () => {
    const stale = readdirSync(join(PROJECT_ROOT, DOCS_DIR))
      .map((name) => `${DOCS_DIR}/${name}`)
      .filter((path) => path.endsWith('.md') && !expectedFiles.has(path))
      .filter((path) =>
        readFileSync(join(PROJECT_ROOT, path), 'utf8').startsWith('<!-- Generated'),
      );
    expect(stale).toEqual([]);
  });
});

describe.each(charts)('diagram of the $id chart', ({ machine }) => {
  const mermaid = renderMermaid(machine);
  const nodes = allStateNodes(machine);

  it('is a stateDiagram-v2 with every state of the chart, each under its own name', () => {
    expect(mermaid.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(nodes.slice(1).map((node) => node.id)).toEqual(chartStateIds(machine));
    for (const node of nodes) {
      const name = node.path.length === 0 ? machine.id : node.key;
      const declaration = new RegExp(
        `^\\s*state "${escapeRegExp(mermaidText(name))}[^"]*" as ${escapeRegExp(mermaidStateId(node))}( \\{)?$`,
        'm',
      );
      expect(mermaid, `state ${node.id}`).toMatch(declaration);
    }
  });

  it('marks the initial state of every compound state and every final state', () => {
    for (const node of nodes) {
      for (const target of node.type === 'compound' ? node.initial.target : []) {
        expect(mermaid).toContain(`[*] --> ${mermaidStateId(target as AnyStateNode)}\n`);
      }
      if (node.type === 'final') expect(mermaid).toContain(`${mermaidStateId(node)} --> [*]\n`);
    }
  });

  it('draws one arrow, labelled `event [guard]`, per target of every transition', () => {
    const transitions = nodes.flatMap(nodeTransitions);
    expect(transitions).toHaveLength(chartTransitionKeys(machine).length);

    const unmatched = arrowsOf(mermaid);
    const missing: string[] = [];
    for (const transition of transitions) {
      const source = transition.source as AnyStateNode;
      const targets = (transition.target ?? [source]) as AnyStateNode[];
      for (const target of targets) {
        const label = mermaidText(transitionLabel(transition));
        const index = unmatched.findIndex(
          (arrow) =>
            drawnAs(source).includes(arrow.from) &&
            drawnAs(target).includes(arrow.to) &&
            (arrow.label === label || arrow.label.startsWith(`${label} (`)),
        );
        if (index === -1) missing.push(`${source.id} -> ${target.id} : ${label}`);
        else unmatched.splice(index, 1);
      }
    }
    expect(missing).toEqual([]);
    expect(unmatched).toEqual([]);
  });
});
