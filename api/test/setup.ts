import 'reflect-metadata';
import { resetSlots } from './factories.js';

// Run before each test file, also when a worker keeps its modules from one file to the next.
resetSlots();
