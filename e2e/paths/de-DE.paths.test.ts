import { describePaths } from './framework/describe-paths';
import { USER_MODELS } from './models';

describePaths('de-DE', USER_MODELS);
