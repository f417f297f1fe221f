export {
  createMedlinePlusSource,
  type MedlinePlusSearchOptions,
  type MedlinePlusSource,
  type MedlinePlusSourceOptions,
} from './medlineplus-source.ts';
export { parseMedlinePlusXml, readMedlinePlusXml } from './parse-medlineplus-xml.ts';
