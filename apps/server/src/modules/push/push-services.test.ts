import { describe, expect, it } from 'vitest';
import { isKnownPushService } from './push-services';

describe('known push services', () => {
  it('are the browsers’ own, over https on the default port', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx3',
      'https://wns2-by3p.notify.windows.com/w/?token=x',
    ])
      expect(isKnownPushService(endpoint), endpoint).toBe(true);
  });

  it('are never an address of someone’s choosing', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      'https://notify.windows.com.evil.example/',
      'not a url',
    ])
      expect(isKnownPushService(endpoint), endpoint).toBe(false);
  });
});
