// What the review questions offer other features (their searches and screening answer a question).
export { questions, type ReviewQuestion } from './contract.js';
