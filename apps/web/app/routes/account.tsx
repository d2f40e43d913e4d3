// Placeholder until its screen is built (issue 4).
export { default } from './coming-soon.tsx';
