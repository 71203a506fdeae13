import { smokeTestsOf } from '../../smoke-test-kit';

smokeTestsOf('shell');
