/** 3:30:12 pm IST — diagnostics need seconds, which the app's usual date format leaves out. */
export const clockTime = (value: string | number, language: string): string =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  }).format(new Date(value));
