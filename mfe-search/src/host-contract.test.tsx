import { describeHostContract } from '@jatra/shared/testing';
import App from './App';

// the home page asks for cities and popular routes; unanswered (404), it still draws its search
describeHostContract(App, { path: '/', heading: 'Your seat home, booked in a minute' });
