import { isReportableFault } from '@web/reporting/fault';
import { errorReportingDsn, isLocalEnvironment } from '@web/reporting/reporting-config';
import { stateValueText } from '@web/reporting/wizard-place';
import { describe, expect, it } from 'vitest';

describe('which failed calls are reported', () => {
  it('no answer, failures on the server’s side and answers that are not the shop’s', () => {
    expect(isReportableFault(0, 'network_error')).toBe(true);
    expect(isReportableFault(500, 'internal')).toBe(true);
    expect(isReportableFault(502, 'sms_send_failed')).toBe(true);
    expect(isReportableFault(503, 'http_503')).toBe(true);
    expect(isReportableFault(404, 'http_404')).toBe(true);
  });

  it('not the shop’s answers to what the visitor asked (field errors, conflicts, not found, limits)', () => {
    expect(isReportableFault(422, 'validation_failed')).toBe(false);
    expect(isReportableFault(409, 'cart_conflict')).toBe(false);
    expect(isReportableFault(404, 'promotion_not_found')).toBe(false);
    expect(isReportableFault(429, 'rate_limited')).toBe(false);
    expect(isReportableFault(401, 'login_failed')).toBe(false);
  });
});

describe('the local environment reports nothing', () => {
  it('only a production page with a DSN reports', () => {
    const dsn = 'https://key@errors.example.net/42';
    expect(errorReportingDsn({ env: 'production', error_reporting_dsn: dsn })).toBe(dsn);
    expect(errorReportingDsn({ env: 'development', error_reporting_dsn: dsn })).toBeNull();
    expect(errorReportingDsn({ env: 'test', error_reporting_dsn: dsn })).toBeNull();
    expect(errorReportingDsn({ env: 'production', error_reporting_dsn: null })).toBeNull();
    expect(errorReportingDsn(null)).toBeNull();
    expect(isLocalEnvironment('development')).toBe(true);
    expect(isLocalEnvironment('production')).toBe(false);
  });
});

describe('the wizard’s state value in a report', () => {
  it('dotted paths, parallel regions joined by commas', () => {
    expect(stateValueText('categories')).toBe('categories');
    expect(stateValueText({ complete: 'resending' })).toBe('complete.resending');
    expect(stateValueText({ confirm: { ready: 'idle' }, modal: 'closed' })).toBe(
      'confirm.ready.idle,modal.closed',
    );
  });
});
