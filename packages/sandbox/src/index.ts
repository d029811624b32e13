export { createSeededRandom, type SeededRandom } from './seededRandom';
