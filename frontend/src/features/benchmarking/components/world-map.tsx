import { useEffect, useMemo, useState } from 'react';
import { NaturalEarth, type ProjectionProps } from '@visx/geo';
import { ParentSize } from '@visx/responsive';
import { Box, Group, Loader, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MapPoint } from '@esg/contracts/benchmark';
import { EmptyState } from '@/components/ui/empty-state';
import { TONES } from '@/components/ui/tones';
import { eur, withUnit } from './format';

/** The legend of spec 2.10. */
export const LEGEND = { mine: 'My Companies', benchmark: 'Benchmark Companies' } as const;
const COLOURS = { mine: TONES.brand.solid, benchmark: TONES.info.solid } as const;

type Countries = Array<Feature<Geometry>>;

/** world-atlas 2.0.2 countries-110m (Natural Earth, public domain), loaded with the map only. */
function useCountries(): Countries | null {
  const [countries, setCountries] = useState<Countries | null>(null);
  useEffect(() => {
    let live = true;
    void import('world-atlas/countries-110m.json').then((m) => {
      const topology = (m.default ?? m) as unknown as Topology<{ countries: GeometryCollection }>;
      const collection = feature(topology, topology.objects.countries);
      if (live) setCountries(collection.features);
    });
    return () => {
      live = false;
    };
  }, []);
  return countries;
}

/**
 * The map bubble chart (spec 2.10): the investor's companies and the anonymous country groups of
 * benchmark companies on a world map (visx geo, Natural Earth projection), bubbles sized by the chosen
 * metric (z). Hovering or focusing a bubble shows its name, Sector, Revenue and Location; the same figures
 * are in the table under the map.
 */
export function WorldMap({
  points,
  notes,
  metricLabel,
  unit,
  loading,
}: {
  points: MapPoint[];
  notes: string[];
  metricLabel: string;
  unit: string;
  loading: boolean;
}) {
  const countries = useCountries();
  const [view, setView] = useState<'focus' | 'world'>('focus');
  const [active, setActive] = useState<{ point: MapPoint; x: number; y: number } | null>(null);
  const largest = Math.max(0, ...points.map((p) => Math.abs(p.z ?? 0)));
  /** Area proportional to |z|: radius 5 px (0) to 28 px (the largest). */
  const radius = (z: number | null) => 5 + (largest > 0 ? 23 * Math.sqrt(Math.abs(z ?? 0) / largest) : 0);
  const height = 420;
  const focus = useMemo(() => {
    if (points.length === 0) return null;
    const lats = points.map((p) => p.lat);
    const lons = points.map((p) => p.lon);
    const pad = { lat: 10, lon: 16 };
    return {
      type: 'Feature' as const,
      properties: {},
      geometry: {
        type: 'MultiPoint' as const,
        coordinates: [
          [Math.max(-180, Math.min(...lons) - pad.lon), Math.max(-85, Math.min(...lats) - pad.lat)],
          [Math.min(180, Math.max(...lons) + pad.lon), Math.min(85, Math.max(...lats) + pad.lat)],
        ],
      },
    };
  }, [points]);
  /** Fit the companies (with a margin) or show the whole world. */
  const extentOf = (width: number): Pick<ProjectionProps, 'fitExtent' | 'scale' | 'translate'> =>
    view === 'focus' && focus
      ? {
          fitExtent: [
            [
              [12, 12],
              [width - 12, height - 12],
            ],
            focus,
          ],
        }
      : { scale: (width / 640) * 100, translate: [width / 2, height / 2 + 20] };
  // Benchmark bubbles under the investor's own companies (a country's bubble sits on the same centroid as
  // the own companies there), then larger under smaller, so every own company stays reachable by pointer.
  const shown = [...points].sort(
    (a, b) =>
      (a.kind === 'benchmark' ? 0 : 1) - (b.kind === 'benchmark' ? 0 : 1) ||
      Math.abs(b.z ?? 0) - Math.abs(a.z ?? 0),
  );

  const title = `Map · ${metricLabel}`;
  const legend = (
    <Group gap="md" aria-label="Legend">
      {(['mine', 'benchmark'] as const).map((kind) => (
        <Group key={kind} gap={6} wrap="nowrap">
          <Box w={12} h={12} style={{ borderRadius: 6, background: COLOURS[kind] }} aria-hidden />
          <Text size="sm">{LEGEND[kind]}</Text>
        </Group>
      ))}
    </Group>
  );

  return (
    <Paper withBorder p="md" radius="lg" component="figure" m={0} aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="sm">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            Bubbles are sized by the metric. Other investors&apos; companies appear only as country groups
            that pass the anonymity rule.
          </Text>
        </Stack>
        <Group gap="md">
          {legend}
          <SegmentedControl
            size="xs"
            aria-label="Map extent"
            value={view}
            onChange={(v) => setView(v)}
            data={[
              { value: 'focus', label: 'Fit companies' },
              { value: 'world', label: 'World' },
            ]}
          />
        </Group>
      </Group>
      {loading || countries === null ? (
        <Group h={height} justify="center" aria-busy="true">
          <Loader size="sm" role="status" aria-label={`Loading ${title}`} />
        </Group>
      ) : points.length === 0 ? (
        <Box h={height}>
          <EmptyState size="sm" title="No company of this selection has a published country." />
        </Box>
      ) : (
        <Box h={height}>
          <ParentSize debounceTime={50}>
            {({ width }) =>
              width > 0 ? (
                <Box pos="relative" w={width} h={height}>
                  <svg
                    width={width}
                    height={height}
                    role="group"
                    aria-label={`${title}: ${points.length} bubbles`}
                    onMouseLeave={() => setActive(null)}
                  >
                    <rect width={width} height={height} fill="#eef4f8" rx={8} />
                    <NaturalEarth<Feature<Geometry>> data={countries} {...extentOf(width)}>
                      {({ features, projection }) => (
                        <g>
                          {features.map(({ path }, i) => (
                            <path
                              key={`c-${i}`}
                              d={path ?? ''}
                              fill="#d9e2dc"
                              stroke="#ffffff"
                              strokeWidth={0.5}
                              aria-hidden
                            />
                          ))}
                          {shown.map((p) => {
                            const at = projection([p.lon, p.lat]);
                            if (!at) return null;
                            const [x, y] = at;
                            const show = () => setActive({ point: p, x, y });
                            return (
                              <circle
                                key={p.key}
                                data-testid={`map-point-${p.key}`}
                                cx={x}
                                cy={y}
                                r={radius(p.z)}
                                fill={COLOURS[p.kind]}
                                fillOpacity={0.65}
                                stroke={COLOURS[p.kind]}
                                strokeWidth={1.5}
                                tabIndex={0}
                                role="button"
                                aria-label={`${p.name}, ${LEGEND[p.kind]}: Sector ${p.sector ?? '—'}, Revenue ${eur(p.revenue)}, Location ${p.location ?? '—'}`}
                                onMouseEnter={show}
                                onFocus={show}
                                onBlur={() => setActive(null)}
                                style={{ cursor: 'pointer' }}
                              />
                            );
                          })}
                        </g>
                      )}
                    </NaturalEarth>
                  </svg>
                  {active ? (
                    <Paper
                      role="tooltip"
                      withBorder
                      shadow="sm"
                      p="xs"
                      radius="md"
                      pos="absolute"
                      style={{
                        left: Math.min(Math.max(0, active.x + 14), Math.max(0, width - 230)),
                        top: Math.max(0, Math.min(active.y - 20, height - 110)),
                        width: 220,
                        pointerEvents: 'none',
                      }}
                    >
                      <Text fw={600} size="sm">
                        {active.point.name}
                      </Text>
                      <Text size="xs">Sector: {active.point.sector ?? '—'}</Text>
                      <Text size="xs">Revenue: {eur(active.point.revenue)}</Text>
                      <Text size="xs">Location: {active.point.location ?? '—'}</Text>
                      <Text size="xs" c="dimmed">
                        {metricLabel}: {withUnit(active.point.z, unit)}
                      </Text>
                    </Paper>
                  ) : null}
                </Box>
              ) : null
            }
          </ParentSize>
        </Box>
      )}
      <Stack gap="xs" mt="sm">
        {notes.map((n) => (
          <Text key={n} size="sm" c="dimmed">
            {n}
          </Text>
        ))}
        {/* The figures behind the bubbles; none to list without a company on the map. */}
        {shown.length === 0 ? null : (
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder striped fz="sm" aria-label={`${title}: figures`} data-phone-layout="cards">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Sector</Table.Th>
                  <Table.Th scope="col">Revenue</Table.Th>
                  <Table.Th scope="col">Location</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {metricLabel}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((p) => (
                  <Table.Tr key={p.key}>
                    <Table.Th scope="row" fw={p.kind === 'mine' ? 600 : 400}>
                      {p.name}
                      <Text span size="xs" c="dimmed">
                        {` · ${LEGEND[p.kind]}`}
                      </Text>
                    </Table.Th>
                    <Table.Td data-label="Sector">{p.sector ?? '—'}</Table.Td>
                    <Table.Td data-label="Revenue">{eur(p.revenue)}</Table.Td>
                    <Table.Td data-label="Location">{p.location ?? '—'}</Table.Td>
                    <Table.Td ta="right" data-label={metricLabel}>
                      {withUnit(p.z, unit)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
