import type { FrameworkDefinition, FrameworkSection } from './frameworks';
import type { MetricDefinition } from './metrics';
import type {
  ResponseDetail,
  ResponseMetric,
  ResponseSection,
  ResponseSectionState,
  ResponseValues,
} from './responses';

/**
 * A response's values joined with its framework version's definition (ADR 0170): the server sends each
 * once, and this one function rebuilds the whole questionnaire, for the SPA and for
 * GET /responses/{id}?include=definition alike, so the two shapes cannot disagree.
 */
export function withDefinition(values: ResponseValues, definition: FrameworkDefinition): ResponseDetail {
  if (
    definition.standardId !== values.framework.standardId ||
    definition.version !== values.framework.version
  )
    throw new Error(
      `The definition of framework ${definition.standardId} version ${definition.version} does not belong to response ${values.id} (framework ${values.framework.standardId} version ${values.framework.version}).`,
    );
  const sectionsById = new Map<string, FrameworkSection>();
  const visit = (sections: readonly FrameworkSection[]) => {
    for (const section of sections) {
      sectionsById.set(section.id, section);
      visit(section.sections);
    }
  };
  visit(definition.sections);
  const dictionary = new Map<string, MetricDefinition>(definition.metrics.map((m) => [m.code, m]));

  const section = (state: ResponseSectionState): ResponseSection => {
    const node = sectionsById.get(state.id);
    if (!node) throw new Error(`Section ${state.id} is not in framework version ${definition.version}.`);
    const metrics = state.metrics.map((metric): ResponseMetric => {
      const asked = node.metrics.find((m) => m.code === metric.code);
      const entry = dictionary.get(metric.code);
      if (!asked || !entry)
        throw new Error(
          `Metric ${metric.code} is not in section ${state.id} of version ${definition.version}.`,
        );
      return {
        code: metric.code,
        ref: asked.ref,
        label: asked.label,
        required: metric.required,
        tier: asked.tier,
        condition: asked.condition,
        applies: metric.applies,
        inputUnit: asked.inputUnit,
        options: asked.options,
        multiple: asked.multiple,
        definition: entry,
        editable: metric.editable,
        lock: metric.lock,
        publication: metric.publication,
        feeds: definition.feeds[metric.code] ?? [],
        assignedTo: metric.assignedTo,
        beyondVsme: metric.beyondVsme,
        value: metric.value,
        validation: metric.validation,
      };
    });
    return {
      id: node.id,
      ref: node.ref,
      kind: node.kind,
      title: node.title,
      description: node.description,
      completion: state.completion,
      assignedTo: state.assignedTo,
      metrics,
      sections: state.sections.map(section),
    };
  };
  return { ...values, sections: values.sections.map(section) };
}
