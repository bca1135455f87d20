import { QuizPlay } from '../components/quiz/QuizPlay';
import { defineIsland } from './island';

/** Island: today's quiz form; with a session it answers through the API and keeps the score. */
export default defineIsland('quiz-play', QuizPlay);
