import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// a page that draws in 100 ms alone may take seconds while the suite's other files share two cores: findBy and
// waitFor wait that long before they fail (they return as soon as what they wait for is there)
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
