export { OauthWaiting as Screen } from './OauthWaiting';
